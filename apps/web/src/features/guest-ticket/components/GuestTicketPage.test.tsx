import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestTicket, QueueEvent } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { queueOf } from '../../../test/queue-data';
import { rememberedTickets, rememberTicket, ticketToKeep } from '../guest-storage';
import { GuestTicketPage, TICKET_NOT_FOUND } from './GuestTicketPage';

const TOKEN = `${'a'.repeat(40)}_-Z`;
const CALLED_AT = '2026-03-10T17:32:00.000Z'; // 14:32 in Brasília
const RECALLED_AT = '2026-03-10T17:35:00.000Z';

function ticketOf(overrides: Partial<GuestTicket> = {}): GuestTicket {
  return {
    ticketId: 40,
    nome: 'Ana Convidada',
    tamanhoGrupo: 2,
    origem: 'convidado',
    situacao: 'aguardando',
    posicao: 3,
    letra: 'b',
    esperaMinutos: 10,
    esperaFaixa: null,
    esperaBaseadaEm: 4,
    pessoasNaFila: 6,
    entrouEm: '2026-03-10T17:00:00.000Z',
    chamadoEm: null,
    chamadoNovamenteEm: null,
    encerradoEm: null,
    avisarQuandoFaltarem: 3,
    temCelular: true,
    fila: {
      id: 9,
      nome: 'Corte',
      status: 'ativa',
      estabelecimentoId: 2,
      estabelecimentoNome: 'Barbearia do Zé',
    },
    aviso: null,
    versao: 1,
    ...overrides,
  };
}

function message(change: string, version: number): string {
  const body: QueueEvent = {
    type: change,
    changes: change === 'snapshot' ? [] : [change],
    version,
    queue: {
      id: 9,
      status: 'ativa',
      totalPessoas: 5,
      totalTickets: 5,
      posicoesOcupadas: 5,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: null,
      aviso: null,
    },
    me: null,
  };
  return `id: ${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

/**
 * The ticket's server: GET/DELETE /api/senha and the notice, answering with `current`; the queue's public
 * stream, which the test writes to; the queue's rules for joining again.
 */
function serve(initial: GuestTicket | Response) {
  const encoder = new TextEncoder();
  let push: (chunk: string) => void = () => undefined;
  let current = initial;
  const fetch = mockFetch((url, init) => {
    if (url === '/api/queues/9/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(encoder.encode(chunk));
          push(message('snapshot', current instanceof Response ? 1 : current.versao));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (url === '/api/senha' && (init.method ?? 'GET') === 'GET') {
      return current instanceof Response
        ? current.clone()
        : jsonResponse(200, { success: true, data: current });
    }
    if (url === '/api/senha' && init.method === 'DELETE') {
      if (!(current instanceof Response)) current = { ...current, situacao: 'saiu', posicao: 0, versao: 2 };
      return jsonResponse(200, { success: true, message: 'Você saiu da fila' });
    }
    if (url === '/api/senha/aviso') {
      return jsonResponse(200, { success: true, data: { pessoas: bodyOf(init).pessoas } });
    }
    if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: queueOf({ id: 9 }) });
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp: false } });
    }
    return jsonResponse(404, { success: false, message: 'não esperado' });
  });
  return {
    fetch,
    /** The establishment acts: the next read answers `next`, and the stream announces the change. */
    change(change: string, next: GuestTicket) {
      current = next;
      push(message(change, next.versao));
    },
    /** The ticket leaves the link's reach (moved into an account): the next read answers `response`. */
    end(response: Response, version: number) {
      current = response;
      push(message('updated', version));
    },
  };
}

function open(hash = `#${TOKEN}`) {
  renderPage(<GuestTicketPage />, {
    route: `/senha${hash}`,
    path: '/senha',
    routes: (
      <>
        <Route path="/cadastro-cliente" element={<p>cadastro</p>} />
        <Route path="/login" element={<p>login</p>} />
      </>
    ),
  });
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('the ticket page of a guest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    onlineManager.setOnline(true);
    sessionStorage.clear();
  });

  it("shows where the guest stands, with the link's secret in a header and never in an address", async () => {
    const { fetch } = serve(ticketOf());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Corte' })).toBeInTheDocument();
    expect(screen.getByText('Barbearia do Zé')).toBeInTheDocument();
    expect(screen.getByTestId('minha-posicao')).toHaveTextContent('3º');
    expect(screen.getByText('Tempo estimado: 10 min')).toBeInTheDocument();
    expect(screen.getByText('6 pessoas')).toBeInTheDocument();
    expect(screen.getByText('2 pessoas')).toBeInTheDocument();
    expect(screen.getByText(/Para pagar e avançar posições, é\s+preciso ter uma conta/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    const read = fetch.mock.calls.find(([url]) => url === '/api/senha');
    expect(headersOf(read?.[1])['X-Vez-Senha']).toBe(TOKEN);
    expect(fetch.mock.calls.every(([url]) => !String(url).includes(TOKEN))).toBe(true);
    // Kept on the device, to come back to it without the link.
    expect(rememberedTickets()).toEqual([
      { token: TOKEN, filaNome: 'Corte', estabelecimento: 'Barbearia do Zé' },
    ]);
  });

  it("reads again on a live change and turns into 'É a sua vez!', and again on a call again", async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const live = serve(ticketOf());
    open();
    expect(await screen.findByTestId('minha-posicao')).toHaveTextContent('3º');
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.change('called', ticketOf({ posicao: 1, letra: 'a', versao: 2 }));
    await waitFor(() => expect(screen.getByTestId('minha-posicao')).toHaveTextContent('1º'));
    expect(screen.getByText('Você é o próximo a ser chamado')).toBeInTheDocument();

    live.change(
      'called',
      ticketOf({ situacao: 'chamado', posicao: 0, letra: '', chamadoEm: CALLED_AT, versao: 3 }),
    );
    const state = await screen.findByRole('alert', { name: 'É a sua vez!' });
    expect(state).toHaveTextContent('Barbearia do Zé · Corte');
    expect(state).toHaveTextContent('Chamado às 14:32');
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('minha-posicao')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(await screen.findByText('Você foi chamado')).toBeInTheDocument();
    live.change(
      'recalled',
      ticketOf({ situacao: 'chamado', chamadoEm: CALLED_AT, chamadoNovamenteEm: RECALLED_AT, versao: 4 }),
    );
    expect(await screen.findByRole('alert', { name: 'É a sua vez!' })).toHaveTextContent(
      'Chamado novamente às 14:35',
    );
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it("asks before 'Sair da fila', then offers to join again", async () => {
    const { fetch } = serve(ticketOf());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Sair da fila' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair da fila?' });
    expect(dialog).toHaveTextContent('Você perderá seu lugar.');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sair da fila' }));

    expect(await screen.findByRole('heading', { name: 'Você saiu da fila' })).toBeInTheDocument();
    const left = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(headersOf(left?.[1])['X-Vez-Senha']).toBe(TOKEN);
    expect(await screen.findByRole('button', { name: 'Entrar na fila de novo' })).toBeInTheDocument();
  });

  it("saves 'Avise-me quando faltarem N pessoas' for the ticket", async () => {
    const { fetch } = serve(ticketOf());
    open();
    const picker = await screen.findByLabelText('Avise-me quando faltarem');
    expect(picker).toHaveValue('3');
    await userEvent.selectOptions(picker, '5');
    expect(await screen.findByText('Você será avisado quando faltarem 5 pessoas.')).toBeInTheDocument();
    const saved = fetch.mock.calls.find(([url]) => url === '/api/senha/aviso');
    expect(saved?.[1]?.method).toBe('PUT');
    expect(bodyOf(saved?.[1])).toEqual({ pessoas: 5 });
    expect(headersOf(saved?.[1])['X-Vez-Senha']).toBe(TOKEN);
    expect(picker).toHaveValue('5');
  });

  it("says 'Ausência registrada' after a no-show, and the other ends in their own words", async () => {
    serve(ticketOf({ situacao: 'nao_compareceu', posicao: 0, chamadoEm: CALLED_AT }));
    open();
    expect(await screen.findByRole('heading', { name: 'Ausência registrada' })).toBeInTheDocument();
    expect(screen.getByText(/não compareceu à chamada/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entrar na fila de novo' })).toBeInTheDocument();
  });

  it('says the queue was closed', async () => {
    serve(ticketOf({ situacao: 'encerrado', posicao: 0, fila: { ...ticketOf().fila, status: 'encerrada' } }));
    open();
    expect(await screen.findByRole('heading', { name: 'Fila encerrada' })).toBeInTheDocument();
    expect(screen.getByText('O estabelecimento encerrou esta fila.')).toBeInTheDocument();
  });

  it('says an old call is over, with when it was', async () => {
    serve(ticketOf({ situacao: 'atendido', posicao: 0, chamadoEm: CALLED_AT }));
    open();
    expect(await screen.findByRole('heading', { name: 'Você já foi chamado' })).toBeInTheDocument();
    expect(screen.getByText(/Chamado às 14:32\. Esta senha já foi usada/)).toBeInTheDocument();
    expect(screen.queryByText('É a sua vez!')).toBeNull();
  });

  it("sends 'Criar conta e manter meu lugar' to registration with the ticket kept in this tab, not in an address", async () => {
    serve(ticketOf());
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Criar conta e manter meu lugar' }));
    expect(await screen.findByText('cadastro')).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/cadastro-cliente');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/cliente/manter-lugar' });
    expect(location.dataset.search).toBe('');
    expect(ticketToKeep()).toBe(TOKEN);
  });

  it("says 'Senha não encontrada' for a link the server does not know, and forgets it", async () => {
    rememberTicket({ token: TOKEN, filaNome: 'Corte', estabelecimento: 'Barbearia do Zé' });
    serve(jsonResponse(404, { success: false, message: TICKET_NOT_FOUND }));
    open();
    expect(await screen.findByText(TICKET_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Senha não encontrada' })).toBeInTheDocument();
    await waitFor(() => expect(rememberedTickets()).toEqual([]));
  });

  it('says where the ticket went when it moves into an account while the page is open, and forgets it', async () => {
    const moved =
      'Esta senha passou para uma conta Vez. Quem criou a conta acompanha a senha em Minhas Filas. Se não foi você, fale com o estabelecimento.';
    const live = serve(ticketOf());
    open();
    expect(await screen.findByTestId('minha-posicao')).toHaveTextContent('3º');
    await waitFor(() => expect(rememberedTickets()).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.end(jsonResponse(410, { success: false, message: moved }), 2);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta senha agora está numa conta' }),
    ).toBeInTheDocument();
    expect(screen.getByText(moved)).toBeInTheDocument();
    expect(screen.queryByTestId('minha-posicao')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver Minhas Filas' })).toHaveAttribute(
      'href',
      '/cliente/minhas-filas',
    );
    await waitFor(() => expect(rememberedTickets()).toEqual([]));
  });

  it('keeps the last place on screen when the connection drops, and says so', async () => {
    serve(ticketOf());
    open();
    expect(await screen.findByTestId('minha-posicao')).toHaveTextContent('3º');
    onlineManager.setOnline(false);
    expect(await screen.findByText('Sem conexão')).toBeInTheDocument();
    expect(screen.getByTestId('minha-posicao')).toHaveTextContent('3º');
    onlineManager.setOnline(true);
    await waitFor(() => expect(screen.queryByText('Sem conexão')).toBeNull());
  });

  it('lists the tickets kept on this device when opened without a link', async () => {
    rememberTicket({ token: TOKEN, filaNome: 'Corte', estabelecimento: 'Barbearia do Zé' });
    vi.stubGlobal('fetch', vi.fn());
    open('');
    expect(screen.getByRole('heading', { level: 1, name: 'Suas senhas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Barbearia do Zé\s*Corte/ })).toHaveAttribute(
      'href',
      `/senha#${TOKEN}`,
    );
  });
});
