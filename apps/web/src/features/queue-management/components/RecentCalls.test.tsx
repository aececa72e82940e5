import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecentCallView } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { RecentCalls } from './RecentCalls';

const BRUNO: RecentCallView = {
  ticketId: 11,
  nome: 'Bruno Carvalho',
  chamadoEm: '2026-03-10T15:04:00.000Z',
  naoCompareceu: false,
  naoCompareceuEm: null,
  desfazer: null,
  podeMarcar: true,
  chamadasNovamente: 0,
  chamadoNovamenteEm: null,
  podeChamarNovamente: true,
};

function serve(
  calls: RecentCallView[],
  mark: (ticketId: number) => Response,
  recall: (ticketId: number) => Response = () => jsonResponse(500, {}),
) {
  let list = calls;
  return mockFetch((url, init) => {
    if (url === '/api/queues/1/chamados-recentes') return jsonResponse(200, { success: true, data: list });
    const again = /^\/api\/queues\/1\/tickets\/(\d+)\/chamar-novamente$/.exec(url);
    if (again && init.method === 'POST') {
      const answer = recall(Number(again[1]));
      if (answer.ok)
        list = list.map((c) => (c.ticketId === Number(again[1]) ? { ...c, chamadasNovamente: 1 } : c));
      return answer;
    }
    const match = /^\/api\/queues\/1\/tickets\/(\d+)\/nao-compareceu$/.exec(url);
    if (match && init.method === 'POST') {
      const answer = mark(Number(match[1]));
      if (answer.ok)
        list = list.map((c) =>
          c.ticketId === Number(match[1])
            ? { ...c, naoCompareceu: true, podeMarcar: false, podeChamarNovamente: false }
            : c,
        );
      return answer;
    }
    return jsonResponse(500, {});
  });
}

describe('RecentCalls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the last calls and marks one as 'Não compareceu'", async () => {
    const fetch = serve(
      [
        BRUNO,
        {
          ticketId: 10,
          nome: 'Camila Rocha',
          chamadoEm: '2026-03-10T15:01:00.000Z',
          naoCompareceu: true,
          naoCompareceuEm: null,
          desfazer: null,
          podeMarcar: false,
          chamadasNovamente: 0,
          chamadoNovamenteEm: null,
          podeChamarNovamente: false,
        },
        {
          ticketId: 9,
          nome: 'Diego Lima',
          chamadoEm: '2026-03-10T14:40:00.000Z',
          naoCompareceu: false,
          naoCompareceuEm: null,
          desfazer: null,
          podeMarcar: false,
          chamadasNovamente: 3,
          chamadoNovamenteEm: '2026-03-10T14:50:00.000Z',
          podeChamarNovamente: false,
        },
      ],
      () =>
        jsonResponse(200, {
          success: true,
          message: 'Marcado como não compareceu',
          data: { ...BRUNO, naoCompareceu: true, podeMarcar: false, podeChamarNovamente: false },
        }),
    );
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<RecentCalls queueId={1} poll={false} />);

    const bruno = within((await screen.findByText('Bruno Carvalho')).closest('li') as HTMLElement);
    expect(bruno.getByText('Chamado às 12:04')).toBeInTheDocument();
    const camila = within(screen.getByText('Camila Rocha').closest('li') as HTMLElement);
    expect(camila.getByText('Não compareceu')).toBeInTheDocument();
    expect(camila.queryByRole('button')).not.toBeInTheDocument();
    // Past the window: neither a button nor a badge; the recalls it had are told.
    const diego = within(screen.getByText('Diego Lima').closest('li') as HTMLElement);
    expect(diego.queryByText('Não compareceu')).toBeNull();
    expect(diego.queryByRole('button')).toBeNull();
    expect(diego.getByText('Chamado às 11:40 · chamado novamente 3 vezes')).toBeInTheDocument();

    const button = bruno.getByRole('button', { name: 'Não compareceu' });
    expect(button).toHaveAccessibleDescription('Bruno Carvalho');
    await userEvent.click(button);
    expect(await screen.findByText('Marcado como não compareceu')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/queues/1/tickets/11/nao-compareceu')).toBe(true);
    expect(await bruno.findByText('Não compareceu', { selector: 'span' })).toBeInTheDocument();
    expect(bruno.queryByRole('button')).not.toBeInTheDocument();
  });

  it("calls a client again with 'Chamar novamente' and says so", async () => {
    const recalled = { ...BRUNO, chamadasNovamente: 1, chamadoNovamenteEm: '2026-03-10T15:06:00.000Z' };
    const fetch = serve(
      [BRUNO],
      () => jsonResponse(500, {}),
      () => jsonResponse(200, { success: true, message: 'Cliente chamado novamente', data: recalled }),
    );
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<RecentCalls queueId={1} poll={false} />);
    const button = await screen.findByRole('button', { name: 'Chamar novamente' });
    expect(button).toHaveAccessibleDescription('Bruno Carvalho');
    await userEvent.click(button);
    expect(await screen.findByText('Cliente chamado novamente')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/queues/1/tickets/11/chamar-novamente')).toBe(true);
  });

  it("offers 'Desfazer chamada' on a call made seconds ago, for those seconds only (decision 051)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockFetch((url) => {
      if (url === '/api/queues/1/chamados-recentes') {
        return jsonResponse(200, {
          success: true,
          data: [{ ...BRUNO, desfazer: { acao: 'chamada', segundos: 8 } }],
        });
      }
      return jsonResponse(200, {
        success: true,
        message: 'Chamada desfeita: Bruno Carvalho voltou ao seu lugar na fila',
        data: { nome: 'Bruno Carvalho', ticketId: 11 },
      });
    });
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<RecentCalls queueId={1} poll={false} />);

    const undo = await screen.findByRole('button', { name: 'Desfazer chamada' });
    expect(undo).toHaveAccessibleDescription('Bruno Carvalho');
    await userEvent.click(undo);
    expect(
      await screen.findByText('Chamada desfeita: Bruno Carvalho voltou ao seu lugar na fila'),
    ).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/queues/1/tickets/11/desfazer-chamada');
    expect(new Headers(sent?.[1]?.headers).get('Idempotency-Key')).toBeTruthy();

    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.queryByRole('button', { name: 'Desfazer chamada' })).toBeNull();
    vi.useRealTimers();
  });

  it("tells the server's refusal when it is too late", async () => {
    serve([BRUNO], () =>
      jsonResponse(409, {
        success: false,
        message: "Só é possível marcar 'Não compareceu' até 15 minutos depois da chamada.",
      }),
    );
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<RecentCalls queueId={1} poll={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Não compareceu' }));
    expect(
      await screen.findByText("Só é possível marcar 'Não compareceu' até 15 minutos depois da chamada."),
    ).toBeInTheDocument();
  });

  it('says when nobody was called lately', async () => {
    serve([], () => jsonResponse(500, {}));
    storeSession({ userType: 'estabelecimento', id: 7 });
    renderPage(<RecentCalls queueId={1} poll={false} />);
    expect(await screen.findByText('Nenhum cliente chamado nos últimos minutos.')).toBeInTheDocument();
  });
});
