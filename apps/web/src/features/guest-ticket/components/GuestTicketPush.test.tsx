import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GuestTicket } from '@vez/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_ENDPOINT,
  FAKE_KEYS,
  installFakePush,
  removeFakePush,
} from '../../../lib/push/fake-browser-push';
import { bodyOf, jsonResponse, mockFetch, renderPage } from '../../../test/helpers';
import { GuestTicketPage } from './GuestTicketPage';

const PUBLIC_KEY = 'BAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-Pw';
const HAIRCUT = `${'a'.repeat(40)}_-Z`;
const EXAM = `${'b'.repeat(40)}_-Z`;

function ticketOf(ticketId: number, queueName: string): GuestTicket {
  return {
    ticketId,
    nome: 'Ana Convidada',
    tamanhoGrupo: 1,
    origem: 'convidado',
    situacao: 'aguardando',
    posicao: 3,
    letra: 'a',
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
      id: ticketId,
      nome: queueName,
      status: 'ativa',
      estabelecimentoId: 2,
      estabelecimentoNome: 'Barbearia do Zé',
    },
    aviso: null,
    versao: 1,
  };
}

/** Two tickets held on this phone, and which of them the server tells on this browser. */
function serve() {
  const tickets: Record<string, GuestTicket> = {
    [HAIRCUT]: ticketOf(40, 'Corte'),
    [EXAM]: ticketOf(41, 'Exames'),
  };
  const subscribed = new Set<string>();
  const fetch = mockFetch((url, init) => {
    const token = ((init.headers ?? {}) as Record<string, string>)['X-Vez-Senha'] ?? '';
    const method = init.method ?? 'GET';
    if (url === '/api/senha' && method === 'GET') {
      return jsonResponse(200, { success: true, data: tickets[token] });
    }
    if (url === '/api/notifications/push-key') {
      return jsonResponse(200, { success: true, data: { publicKey: PUBLIC_KEY } });
    }
    if (url === '/api/senha/push' && method === 'POST') {
      subscribed.add(`${token} ${String(bodyOf(init).endpoint)}`);
      return jsonResponse(200, { success: true, message: 'Notificações ativadas neste aparelho' });
    }
    if (url === '/api/senha/push' && method === 'DELETE') {
      subscribed.delete(`${token} ${String(bodyOf(init).endpoint)}`);
      return jsonResponse(200, { success: true, message: 'Notificações desativadas neste aparelho' });
    }
    // The live stream stays down: the page polls, which this test does not need.
    return jsonResponse(404, { success: false, message: 'não esperado' });
  });
  return {
    fetch,
    /** Whether the server tells this ticket on the fake browser. */
    tells: (token: string) => subscribed.has(`${token} ${FAKE_ENDPOINT}`),
    posts: () =>
      fetch.mock.calls.filter(([url, init]) => url === '/api/senha/push' && init?.method === 'POST'),
  };
}

function open(token: string) {
  return renderPage(<GuestTicketPage />, { route: `/senha#${token}`, path: '/senha' });
}

const switchOff = () => screen.findByRole('button', { name: 'Desativar notificações neste aparelho' });
/** On: it says so (beside the server's confirmation, after a tap) and offers to switch it off. */
async function pushOn() {
  const button = await switchOff();
  expect(screen.getAllByText('Notificações ativadas neste aparelho').length).toBeGreaterThan(0);
  return button;
}
const switchOn = () => screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });

describe("a guest ticket's notifications on this device", () => {
  afterEach(removeFakePush);

  it('turns on for this ticket, shows that it is on, and turns off for this ticket only', async () => {
    const push = installFakePush({ answer: 'granted' });
    const server = serve();
    const page = open(HAIRCUT);
    await userEvent.click(await switchOn());
    expect(await pushOn()).toBeInTheDocument();
    expect(server.tells(HAIRCUT)).toBe(true);
    expect(bodyOf(server.posts()[0]?.[1])).toEqual({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS });
    page.unmount();

    // The other ticket held on this phone: its page gives it the same browser subscription.
    const exam = open(EXAM);
    expect(await pushOn()).toBeInTheDocument();
    await waitFor(() => expect(server.tells(EXAM)).toBe(true));
    exam.unmount();

    open(HAIRCUT);
    expect(await pushOn()).toBeInTheDocument();
    await userEvent.click(await switchOff());
    expect(await screen.findByText('Notificações desativadas neste aparelho.')).toBeInTheDocument();
    expect(await switchOn()).toBeInTheDocument();
    expect(server.tells(HAIRCUT)).toBe(false);
    // The exam's ticket still uses this browser's subscription: it stays.
    expect(server.tells(EXAM)).toBe(true);
    expect(push.current()).not.toBeNull();
  });

  it('stays off on this device when the page opens again, and turns on again with the same browser subscription', async () => {
    const push = installFakePush({ permission: 'granted', existingKey: PUBLIC_KEY });
    const server = serve();
    const first = open(HAIRCUT);
    await userEvent.click(await switchOff());
    expect(await switchOn()).toBeInTheDocument();
    first.unmount();
    const postsBefore = server.posts().length;

    open(HAIRCUT);
    expect(await switchOn()).toBeInTheDocument();
    expect(screen.queryByText('Notificações ativadas neste aparelho')).toBeNull();
    expect(server.posts()).toHaveLength(postsBefore);
    expect(server.tells(HAIRCUT)).toBe(false);

    await userEvent.click(await switchOn());
    expect(await pushOn()).toBeInTheDocument();
    expect(server.tells(HAIRCUT)).toBe(true);
    // The browser's subscription was never ended, so nothing new was made.
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
  });
});
