import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestTicket, JoinCodePicture, QueueView } from '@vez/domain';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestTicketPage } from '../features/guest-ticket/components/GuestTicketPage';
import { JoinLinkPage } from '../features/join-link/components/JoinLinkPage';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../test/helpers';
import { queueOf } from '../test/queue-data';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'g'.repeat(43);

const picture: JoinCodePicture = {
  codigo: 'h19e66cd',
  fila: {
    id: 9,
    nome: 'Corte de cabelo',
    descricao: '',
    status: 'ativa',
    abre_em: null,
    clientes_na_fila: 2,
    posicoes_ocupadas: 2,
    tempo_medio_espera: 5,
    tempo_medio_baseado_em: 0,
    tempo_medio_faixa: null,
    espera_estimada: 10,
    espera_estimada_faixa: null,
  },
  estabelecimento: { id: 2, nome: 'Barbearia Navalha de Ouro' },
};

const ticket: GuestTicket = {
  ticketId: 40,
  nome: 'Rita Sem Conta',
  tamanhoGrupo: 1,
  origem: 'convidado',
  situacao: 'aguardando',
  posicao: 3,
  letra: 'a',
  esperaMinutos: 10,
  esperaFaixa: null,
  esperaBaseadaEm: 0,
  pessoasNaFila: 3,
  entrouEm: '2026-03-10T17:00:00.000Z',
  chamadoEm: null,
  chamadoNovamenteEm: null,
  encerradoEm: null,
  avisarQuandoFaltarem: 3,
  temCelular: true,
  fila: {
    id: 9,
    nome: 'Corte de cabelo',
    status: 'ativa',
    estabelecimentoId: 2,
    estabelecimentoNome: 'Barbearia Navalha de Ouro',
  },
  aviso: null,
  versao: 3,
};

/** The server of the visitor's path: the poster's link, the queue's rules, the guest join, the ticket. */
function serve(queue: Partial<QueueView>) {
  return mockFetch((url, init) => {
    if (url === '/api/join-codes/h19e66cd') return jsonResponse(200, { success: true, data: picture });
    if (url === '/api/queues/9')
      return jsonResponse(200, { success: true, data: queueOf({ id: 9, ...queue }) });
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp: false } });
    }
    if (url === '/api/queues/9/convidados' && init.method === 'POST') {
      return jsonResponse(201, {
        success: true,
        message: 'Você entrou na fila!',
        data: {
          ticketId: 40,
          queueId: 9,
          position: 3,
          subPosition: 'a',
          groupSize: 1,
          estimatedWaitMinutes: 10,
          senha: TOKEN,
          link: `http://localhost/senha#${TOKEN}`,
          origemDoLink: 'navegador',
        },
      });
    }
    if (url === '/api/senha') return jsonResponse(200, { success: true, data: ticket });
    if (url === '/api/queues/9/events') return jsonResponse(404, {});
    return jsonResponse(500, {});
  });
}

const journey = (
  <>
    <Route path="/f/:code" element={<JoinLinkPage />} />
    <Route path="/senha" element={<GuestTicketPage />} />
  </>
);

describe('joining without an account from the poster’s link', () => {
  it("goes from the link through 'Entrar sem cadastro' to the guest's own ticket page", async () => {
    const fetch = serve({});
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    expect(await screen.findByRole('heading', { name: 'Corte de cabelo' })).toBeInTheDocument();
    // The account's way in stays beside it.
    expect(screen.getByRole('button', { name: 'Entrar na fila' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));

    const dialog = await screen.findByRole('dialog', { name: 'Entrar sem cadastro' });
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Rita Sem Conta');
    await userEvent.type(within(dialog).getByLabelText('Celular'), '11912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar na fila' }));

    expect(await screen.findByTestId('minha-posicao')).toHaveTextContent('3º');
    expect(screen.getByTestId('location')).toHaveTextContent('/senha');
    expect(screen.getByRole('heading', { level: 1, name: 'Corte de cabelo' })).toBeInTheDocument();
    expect(screen.getByText('Barbearia Navalha de Ouro')).toBeInTheDocument();
    const join = fetch.mock.calls.find(([url]) => url === '/api/queues/9/convidados');
    expect(bodyOf(join?.[1])).toMatchObject({ nome: 'Rita Sem Conta', telefone: '11912345678' });
  });

  it('shows only the account path for a queue that requires an account', async () => {
    const fetch = serve({ permitir_convidados: false });
    renderPage(null, { route: '/f/h19e66cd', routes: journey });
    expect(await screen.findByRole('button', { name: 'Entrar na fila' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/queues/9')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Entrar sem cadastro' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Criar conta de cliente' })).toBeInTheDocument();
  });
});
