import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvancePaymentView } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { paymentOf } from '../../../test/payment-data';
import { clientOf, queueOf } from '../../../test/queue-data';
import type { QueueEntry, QueueWithMine } from '../api/queue-types';
import { QueuePage } from './QueuePage';
import { PENDING_POLL_LIMIT_MS } from './usePaymentResult';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const place = (overrides: Partial<QueueEntry>) =>
  clientOf({ id: 5, nome: 'Maria Silva', isMe: true, position: 4, subPosition: 'a', ...overrides });

function queueWith(mine: QueueEntry | null): QueueWithMine {
  return {
    ...queueOf({ id: 9, clientes_na_fila: 5, posicoes_ocupadas: 5 }),
    minhaPosicao: mine,
    meuUltimoTicket: null,
  };
}

/**
 * The queue view back from the checkout. `payments` answers GET /api/payments/pay-1 in turn (the last
 * one repeats); `places` does the same for the client's place in GET /api/queues/9.
 */
function serve(payments: AdvancePaymentView[], places: (QueueEntry | null)[] = [place({})]) {
  let paymentReads = 0;
  let queueReads = 0;
  const fetch = mockFetch((url) => {
    // No live stream in jsdom: the page falls back to polling.
    if (url.endsWith('/events')) return jsonResponse(404, {});
    if (url === '/api/payments/pay-1') {
      const payment = payments[Math.min(paymentReads++, payments.length - 1)];
      return jsonResponse(200, { success: true, data: payment });
    }
    if (url === '/api/queues/9') {
      const mine = places[Math.min(queueReads++, places.length - 1)] ?? null;
      return jsonResponse(200, { success: true, data: queueWith(mine) });
    }
    if (url === '/api/queues/9/grouped') {
      return jsonResponse(200, {
        success: true,
        data: { groupedClients: {}, totalClientes: 0, totalTickets: 0, posicoesOcupadas: 0, versao: 1 },
      });
    }
    return jsonResponse(500, {});
  });
  storeSession();
  renderPage(<QueuePage />, {
    route: '/cliente/filas/9?pagamento=pay-1&payment_id=123&status=approved',
    path: '/cliente/filas/:id',
  });
  return fetch;
}

const approved = paymentOf({ status: 'aprovado', posicoesAplicadas: 2 });

describe('QueuePage back from the checkout', () => {
  it('tells an approved advance with the new place the page shows, read again after the approval', async () => {
    // Every approval text the page ever shows: the old place (4th) must never be announced.
    const told: string[] = [];
    const observer = new MutationObserver(() => {
      const text = document.body.textContent?.match(/Pagamento aprovado![^.]*\./)?.[0];
      if (text) told.push(text);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    serve([approved], [place({ position: 4 }), place({ position: 2, subPosition: 'b' })]);

    const banner = await screen.findByText(
      'Pagamento aprovado! Você avançou 2 posições e agora está na posição 2º b.',
    );
    observer.disconnect();
    expect(banner.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByTestId('minha-posicao')).toHaveTextContent('2º');
    expect(new Set(told)).toEqual(
      new Set(['Pagamento aprovado! Você avançou 2 posições e agora está na posição 2º b.']),
    );
  });

  it('adds the refunded part when the advance was clamped', async () => {
    serve(
      [paymentOf({ status: 'aprovado', posicoesAplicadas: 1, estornoCentavos: 1000 })],
      [place({ position: 1 })],
    );
    expect(
      await screen.findByText(
        'Pagamento aprovado! Você avançou 1 posição e agora está na posição 1º a. O valor da parte não usada (R$ 10,00) foi devolvido.',
      ),
    ).toBeInTheDocument();
  });

  it("shows SPEC's message for a declined payment, as an alert", async () => {
    serve([paymentOf({ status: 'recusado' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao processar pagamento. Tente novamente.');
  });

  it.each([
    [
      'estornado' as const,
      'Pagamento estornado: você não estava mais aguardando nesta fila. O valor de R$ 21,50 foi devolvido.',
    ],
    ['cancelado' as const, 'Pagamento cancelado. Nenhum valor foi cobrado.'],
    ['expirado' as const, 'O prazo para pagar terminou. Nenhum valor foi cobrado.'],
  ])('tells a payment %s in its own words', async (status, message) => {
    serve(
      [
        paymentOf(
          status === 'estornado'
            ? { status, estornoCentavos: 2150, motivoEstorno: 'nao-aguardava' }
            : { status, estornoCentavos: 0 },
        ),
      ],
      [null],
    );
    const text = await screen.findByText(message);
    expect(text.closest('[role="status"]')).not.toBeNull();
  });

  it('says the reason the server gives for a refund', async () => {
    serve(
      [paymentOf({ status: 'estornado', estornoCentavos: 2150, motivoEstorno: 'ja-primeiro' })],
      [place({ position: 1 })],
    );
    expect(
      await screen.findByText(
        'Pagamento estornado: você já estava na primeira posição. O valor de R$ 21,50 foi devolvido.',
      ),
    ).toBeInTheDocument();
  });

  it('says the payment could not be read, with a retry', async () => {
    mockFetch((url) => {
      if (url === '/api/queues/9') return jsonResponse(200, { success: true, data: queueWith(place({})) });
      if (url === '/api/payments/pay-1') {
        return jsonResponse(404, { success: false, message: 'Pagamento não encontrado' });
      }
      return jsonResponse(404, {});
    });
    storeSession();
    renderPage(<QueuePage />, { route: '/cliente/filas/9?pagamento=pay-1', path: '/cliente/filas/:id' });
    // The line's read fails too here (everything else answers 404), with an alert of its own.
    const alert = (await screen.findByText('Erro ao processar pagamento. Tente novamente.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).not.toBeNull();
    expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });

  it('polls a pending payment every 2 s until it is approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve(
      [paymentOf(), paymentOf(), approved],
      [place({ position: 4 }), place({ position: 2 })],
    );
    expect(await screen.findByText('Confirmando pagamento…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Confirmando pagamento…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByText('Pagamento aprovado! Você avançou 2 posições e agora está na posição 2º a.'),
    ).toBeInTheDocument();

    const reads = () => fetch.mock.calls.filter(([url]) => url === '/api/payments/pay-1').length;
    const settled = reads();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(settled);
  });

  it('stops polling after a while, says confirmation may take longer and lets the client ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve([paymentOf()]);
    await screen.findByText('Confirmando pagamento…');
    // The window starts once the page has drawn the pending payment (an effect, after the paint).
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(PENDING_POLL_LIMIT_MS));
    expect(screen.getByText(/pode levar alguns minutos/)).toBeInTheDocument();

    const reads = () => fetch.mock.calls.filter(([url]) => url === '/api/payments/pay-1').length;
    const stopped = reads();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(reads()).toBe(stopped);

    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(reads()).toBe(stopped + 1);
  });

  it("does not tell another queue's payment as if it were this queue's, and links to that queue", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = serve([paymentOf({ status: 'pendente', queueId: 12, filaNome: 'Manicure' })]);
    expect(await screen.findByText('Este pagamento é de outra fila: Manicure.')).toBeInTheDocument();
    expect(screen.queryByText(/Pagamento aprovado/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o resultado nessa fila' })).toHaveAttribute(
      'href',
      '/cliente/filas/12?pagamento=pay-1',
    );
    // A pending payment of another queue is not polled from this page.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch.mock.calls.filter(([url]) => url === '/api/payments/pay-1')).toHaveLength(1);
  });

  it('closes the banner and drops the payment from the address', async () => {
    serve([paymentOf({ status: 'cancelado' })]);
    expect(await screen.findByText('Pagamento cancelado. Nenhum valor foi cobrado.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-search',
      expect.stringContaining('pagamento='),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso do pagamento' }));
    expect(screen.queryByText('Pagamento cancelado. Nenhum valor foi cobrado.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', '');
  });
});
