import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOIN_CODE_OUTDATED, type JoinCodePicture } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireRole } from '../features/auth';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterClientPage } from '../features/auth/components/RegisterClientPage';
import { JoinLinkPage } from '../features/join-link/components/JoinLinkPage';
import { QueuePage } from '../features/queue/components/QueuePage';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../test/helpers';
import { queueOf } from '../test/queue-data';

afterEach(() => vi.unstubAllGlobals());

function pictureOf(fila: Partial<JoinCodePicture['fila']> = {}): JoinCodePicture {
  return {
    codigo: 'h19e66cd',
    fila: {
      id: 9,
      nome: 'Corte de cabelo',
      descricao: 'Corte masculino e feminino',
      status: 'ativa',
      abre_em: null,
      clientes_na_fila: 4,
      posicoes_ocupadas: 3,
      tempo_medio_espera: 5,
      tempo_medio_baseado_em: 8,
      tempo_medio_faixa: null,
      espera_estimada: 15,
      espera_estimada_faixa: null,
      ...fila,
    },
    estabelecimento: { id: 2, nome: 'Barbearia Navalha de Ouro' },
  };
}

const USER = {
  id: 3,
  userType: 'cliente',
  nome: 'Maria Silva',
  email: 'maria@example.com',
  telefone: '11987654321',
  data_nascimento: '1990-03-15',
  cidade: 'São Paulo',
  bairro: 'Centro',
  uf: 'SP',
};

/** The real routes a phone goes through: the link, login and registration, and the guarded queue page. */
const journey = (
  <>
    <Route path="/f/:code" element={<JoinLinkPage />} />
    <Route path="/login" element={<LoginPage userType="cliente" />} />
    <Route path="/cadastro-cliente" element={<RegisterClientPage />} />
    <Route path="/cliente" element={<RequireRole userType="cliente" />}>
      <Route path="filas/:id" element={<QueuePage />} />
    </Route>
  </>
);

/** The server of the whole journey: the link, login, the queue page's reads and the join. */
function serve(picture: () => Response) {
  return mockFetch((url, init) => {
    if (url === '/api/join-codes/h19e66cd') return picture();
    if (url === '/api/auth/login/user') {
      return jsonResponse(200, { success: true, data: { token: 'a.b.c', user: USER } });
    }
    if (url === '/api/queues/9/events') return jsonResponse(404, {});
    if (url === '/api/queues/9') {
      return jsonResponse(200, {
        success: true,
        data: { ...queueOf({ id: 9, clientes_na_fila: 4 }), minhaPosicao: null, meuUltimoTicket: null },
      });
    }
    if (url === '/api/queues/9/grouped') {
      return jsonResponse(200, {
        success: true,
        data: { groupedClients: {}, totalClientes: 4, totalTickets: 4, posicoesOcupadas: 3, versao: 1 },
      });
    }
    if (url === '/api/queues/9/join' && init.method === 'POST') {
      return jsonResponse(201, {
        success: true,
        message: 'Você entrou na fila com sucesso!',
        data: { ticketId: 77, position: 4, subPosition: 'a', estimatedWaitMinutes: 15 },
      });
    }
    return jsonResponse(500, {});
  });
}

describe('the poster’s link (/f/:code)', () => {
  it('shows a visitor the queue, sends them through login and back with the join dialog open', async () => {
    const fetch = serve(() => jsonResponse(200, { success: true, data: pictureOf() }));
    renderPage(null, { route: '/f/h19e66cd', routes: journey });

    expect(await screen.findByRole('heading', { name: 'Corte de cabelo' })).toBeInTheDocument();
    expect(screen.getByText('Barbearia Navalha de Ouro')).toBeInTheDocument();
    expect(screen.getByText('4 pessoas')).toBeInTheDocument();
    expect(screen.getByText('15 min')).toBeInTheDocument();
    expect(screen.getByText('baseado em 8 atendimentos')).toBeInTheDocument();
    // The public call goes without anybody's token.
    const linkCall = fetch.mock.calls.find(([url]) => url === '/api/join-codes/h19e66cd');
    expect(new Headers(linkCall?.[1]?.headers).get('Authorization')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Entre na sua conta para entrar na fila “Corte de cabelo”',
    );
    await userEvent.type(screen.getByLabelText('E-mail'), 'maria@example.com');
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    // Back on the same queue, the dialog open and filled from the account: one tap joins.
    const dialog = await screen.findByRole('dialog', { name: 'Entrar na fila' });
    expect(screen.getByTestId('location')).toHaveTextContent('/cliente/filas/9');
    await waitFor(() => expect(screen.getByTestId('location').dataset.search).toBe(''));
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Maria Silva');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('maria@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url, init]) => url === '/api/queues/9/join' && init?.method === 'POST'),
      ).toBe(true),
    );
    const join = fetch.mock.calls.find(([url]) => url === '/api/queues/9/join');
    expect(bodyOf(join?.[1])).toMatchObject({
      nome: 'Maria Silva',
      email: 'maria@example.com',
      isGroup: false,
    });
  });

  it('offers registration that comes back to the same queue', async () => {
    serve(() => jsonResponse(200, { success: true, data: pictureOf() }));
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    await userEvent.click(await screen.findByRole('link', { name: 'Criar conta de cliente' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/cadastro-cliente');
    expect(JSON.parse(location.dataset.state ?? '{}')).toEqual({ from: '/cliente/filas/9?entrar=1' });
  });

  it('takes a logged-in client straight to the queue with the dialog open', async () => {
    serve(() => jsonResponse(200, { success: true, data: pictureOf() }));
    storeSession();
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar na fila' });
    expect(within(dialog).getByLabelText('Nome completo')).toHaveValue('Maria Silva');
    expect(screen.getByTestId('location')).toHaveTextContent('/cliente/filas/9');
  });

  it('says a paused, closed or not yet open queue is so instead of offering to join', async () => {
    for (const [fila, text] of [
      [{ status: 'pausada' }, 'Fila pausada: ninguém entra nem é chamado agora.'],
      [{ status: 'encerrada' }, 'Esta fila não está aberta no momento.'],
      [{ status: 'agendada', abre_em: '2026-03-11T11:30:00.000Z' }, 'Ela abre em 11/03 às 08:30.'],
    ] as const) {
      serve(() => jsonResponse(200, { success: true, data: pictureOf(fila) }));
      storeSession();
      const view = renderPage(null, { route: '/f/h19e66cd', routes: journey });
      expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
      expect(screen.getByText(text, { exact: false }).closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('heading', { name: 'Corte de cabelo' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Entrar na fila' })).not.toBeInTheDocument();
      expect(screen.queryByText('Espera estimada')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/f/h19e66cd');
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('tells an old poster is out of date, and an unknown link is unknown', async () => {
    serve(() => jsonResponse(410, { success: false, message: JOIN_CODE_OUTDATED }));
    const view = renderPage(null, { route: '/f/h19e66cd', routes: journey });
    const outdated = await screen.findByText(
      'Este cartaz está desatualizado. Peça o novo QR ao estabelecimento.',
    );
    expect(outdated.closest('[role="status"]')).toHaveTextContent('Cartaz desatualizado');
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toBeInTheDocument();
    view.unmount();

    serve(() => jsonResponse(404, { success: false, message: 'Link de fila não encontrado.' }));
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de fila não encontrado.');
  });

  it('offers to try again when the network fails', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse(503, {})
        : jsonResponse(200, { success: true, data: pictureOf({ espera_estimada: 0 }) }),
    );
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar a fila');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('Sem espera agora')).toBeInTheDocument();
  });
});
