import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalledPoint, QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CALLED_AT = '2026-03-10T17:32:00.000Z'; // 14:32 in Brasília
const RECALLED_AT = '2026-03-10T17:35:00.000Z';
const ana = clientOf({ id: 5, nome: 'Ana Souza', isMe: true, position: 1, subPosition: 'a' });

function view(
  called: {
    em: string;
    chamadoNovamenteEm?: string | null;
    status?: 'called' | 'no_show';
    ponto?: CalledPoint;
  } | null,
): QueueWithMine {
  return {
    ...queueOf({ id: 9, nome: 'Corte', estabelecimento_id: 3 }),
    minhaPosicao: called ? null : ana,
    meuUltimoTicket: called && { ticketId: 5, status: 'called', ...called },
  };
}

const waitingMe: QueueEvent['me'] = {
  status: 'waiting',
  ticketId: 5,
  position: 1,
  letter: 'a',
  estimatedWaitMinutes: 0,
  groupSize: 1,
};

function message(change: string, version: number, me: QueueEvent['me'], type = change): string {
  const body: QueueEvent = {
    type,
    changes: [change],
    version,
    queue: {
      id: 9,
      status: 'ativa',
      totalPessoas: 0,
      totalTickets: 0,
      posicoesOcupadas: 0,
      minutosPorPosicao: 20,
      baseadoEm: 0,
      faixa: null,
      aviso: null,
    },
    me,
  };
  return `id: ${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

/** The queue page with a live stream the test writes to, and the server's answers to match. */
function serve(initial: Parameters<typeof view>[0]) {
  const encoder = new TextEncoder();
  let push: (chunk: string) => void = () => undefined;
  let current = initial;
  mockFetch((url) => {
    if (url === '/api/queues/9/events') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (chunk) => controller.enqueue(encoder.encode(chunk));
          // The first picture, as the server sends it on connecting.
          push(message('snapshot', 1, current ? null : waitingMe, 'snapshot'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: view(current) });
    if (url === '/api/establishments/3') {
      return jsonResponse(200, { success: true, data: { id: 3, nome_empresa: 'Barbearia do Zé' } });
    }
    if (url === '/api/queues/9/grouped') {
      return jsonResponse(200, {
        success: true,
        data: { groupedClients: {}, totalClientes: 0, totalTickets: 0, posicoesOcupadas: 0, versao: 1 },
      });
    }
    return jsonResponse(500, {});
  });
  storeSession({ userType: 'cliente', name: 'Ana Souza' });
  renderPage(<QueuePage />, { route: '/cliente/filas/9', path: '/cliente/filas/:id' });
  return {
    send(type: string, version: number, me: QueueEvent['me'], next: typeof initial) {
      current = next;
      push(message(type, version, me));
    },
  };
}

describe('the called state on the queue page', () => {
  it('replaces the place and the join buttons with one clear state, and no toast about herself', async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const live = serve(null);
    expect(await screen.findByText('Sua posição')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.send(
      'called',
      2,
      { status: 'called', ticketId: 5, calledAt: CALLED_AT, recalledAt: null },
      {
        em: CALLED_AT,
      },
    );
    const state = await screen.findByRole('alert', { name: 'É a sua vez!' });
    expect(state).toHaveTextContent('Chamado às 14:32');
    expect(state).toHaveTextContent('Dirija-se ao atendimento.');
    expect(await screen.findByText('Barbearia do Zé · Corte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'É a sua vez!' })).toHaveFocus();
    expect(vibrate).toHaveBeenCalled();

    expect(screen.queryByText('Você ainda não está nesta fila.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar Individual' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar em Grupo' })).toBeNull();
    expect(screen.queryByText('Sua posição')).toBeNull();
    expect(screen.queryByText(/foi chamado!/)).toBeNull();
    expect(screen.getAllByText('É a sua vez!')).toHaveLength(1);
  });

  it('sends her to the point the call names, and to the new one when called again from another (issue 37)', async () => {
    const live = serve(null);
    expect(await screen.findByText('Sua posição')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());
    const chair = { nome: 'Cadeira 2', artigo: 'a' } as const;
    live.send(
      'called',
      2,
      { status: 'called', ticketId: 5, calledAt: CALLED_AT, recalledAt: null, ponto: chair },
      { em: CALLED_AT, ponto: chair },
    );
    const state = await screen.findByRole('alert', { name: 'É a sua vez!' });
    expect(state).toHaveTextContent('Dirija-se à Cadeira 2.');
    expect(state).not.toHaveTextContent('Dirija-se ao atendimento.');

    const room = { nome: 'Consultório 1', artigo: 'o' } as const;
    live.send(
      'recalled',
      3,
      { status: 'called', ticketId: 5, calledAt: CALLED_AT, recalledAt: RECALLED_AT, ponto: room },
      { em: CALLED_AT, chamadoNovamenteEm: RECALLED_AT, ponto: room },
    );
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: 'É a sua vez!' })).toHaveTextContent(
        'Dirija-se ao Consultório 1.',
      ),
    );
  });

  it("shows the call, and alerts, when a 'left' for the same ticket came first", async () => {
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const live = serve(null);
    expect(await screen.findByText('Sua posição')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.send('joined', 2, { status: 'left', ticketId: 5 }, { em: CALLED_AT });
    await waitFor(() => expect(screen.queryByText('Sua posição')).toBeNull());
    expect(vibrate).not.toHaveBeenCalled();
    live.send(
      'called',
      3,
      { status: 'called', ticketId: 5, calledAt: CALLED_AT, recalledAt: null },
      { em: CALLED_AT },
    );
    expect(await screen.findByRole('alert', { name: 'É a sua vez!' })).toHaveTextContent('Chamado às 14:32');
    expect(vibrate).toHaveBeenCalled();
  });

  it("goes away with 'Entendi' and comes back, fresh, when the establishment calls again", async () => {
    const live = serve({ em: CALLED_AT });
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    expect(screen.queryByText('É a sua vez!')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Entrar Individual' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.send(
      'recalled',
      3,
      { status: 'called', ticketId: 5, calledAt: CALLED_AT, recalledAt: RECALLED_AT },
      { em: CALLED_AT, chamadoNovamenteEm: RECALLED_AT },
    );
    expect(await screen.findByRole('alert', { name: 'É a sua vez!' })).toHaveTextContent(
      'Chamado novamente às 14:35',
    );
    expect(screen.queryByRole('button', { name: 'Entrar Individual' })).toBeNull();
  });

  it('remembers the dismissal of a call on this device', async () => {
    serve({ em: CALLED_AT });
    await userEvent.click(await screen.findByRole('button', { name: 'Entendi' }));
    expect(localStorage.getItem('vez.chamadas-vistas')).toContain(`5:${CALLED_AT}`);
  });

  it("gives way to 'Ausência registrada' and the join buttons once marked 'Não compareceu', as a reload does", async () => {
    const live = serve({ em: CALLED_AT });
    expect(await screen.findByRole('alert', { name: 'É a sua vez!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ao vivo')).toBeInTheDocument());

    live.send(
      'no_show',
      3,
      { status: 'no_show', ticketId: 5, calledAt: CALLED_AT },
      { em: CALLED_AT, status: 'no_show' },
    );
    expect(await screen.findByText('Ausência registrada')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('registrou que você não compareceu à chamada');
    expect(screen.queryByText('É a sua vez!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar Individual' })).toBeInTheDocument();
  });

  it("opens on 'Ausência registrada' when the call was already marked 'Não compareceu'", async () => {
    serve({ em: CALLED_AT, status: 'no_show' });
    expect(await screen.findByText('Ausência registrada')).toBeInTheDocument();
    expect(screen.queryByText('É a sua vez!')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Entrar Individual' })).toBeInTheDocument();
  });
});
