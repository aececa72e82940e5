import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdvancePaymentView } from '@vez/domain';
import { Route, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { paymentOf } from '../../../test/payment-data';
import { CheckoutPage } from './CheckoutPage';

afterEach(() => vi.unstubAllGlobals());

/** Stands in for the queue view: where the checkout sent the client, and how. */
function QueueProbe() {
  const location = useLocation();
  return <p data-testid="queue-view">{`${location.pathname}${location.search} ${useNavigationType()}`}</p>;
}

type Extra = (url: string, init: RequestInit) => Response | null;

function serve(payment: AdvancePaymentView = paymentOf(), extra: Extra = () => null) {
  const fetch = mockFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/payments/pay-1') return jsonResponse(200, { success: true, data: payment });
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  storeSession();
  renderPage(<CheckoutPage />, {
    route: '/cliente/pagamento/pay-1',
    path: '/cliente/pagamento/:id',
    routes: <Route path="/cliente/filas/:id" element={<QueueProbe />} />,
  });
  return fetch;
}

const payAnswer =
  (status: AdvancePaymentView['status']): Extra =>
  (url) =>
    url === '/api/payments/pay-1/simulado/pagar'
      ? jsonResponse(200, { success: true, data: paymentOf({ status }) })
      : null;

async function fillCard(numero = '4111111111111111') {
  await userEvent.type(screen.getByLabelText('Nome do titular'), 'Maria Silva');
  if (numero) await userEvent.type(screen.getByLabelText('Número do cartão'), numero);
  await userEvent.type(screen.getByLabelText('Validade'), '1299');
  await userEvent.type(screen.getByLabelText('CVV'), '123');
}

const payButton = () => screen.getByRole('button', { name: 'Pagar R$ 21,50' });

describe('CheckoutPage', () => {
  it('shows a test-mode checkout with the summary, the test cards and the card form', async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Pagamento (Simulado)' })).toBeInTheDocument();
    expect(screen.getByText(/nenhum cartão real é cobrado/)).toBeInTheDocument();
    expect(screen.getByText('Barbearia do Zé')).toBeInTheDocument();
    expect(screen.getByText('Corte de cabelo')).toBeInTheDocument();
    expect(screen.getByText('Avançar 2 posições')).toBeInTheDocument();
    expect(screen.getByText('R$ 21,50')).toBeInTheDocument();
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    const numero = screen.getByLabelText('Número do cartão');
    expect(numero).toHaveAttribute('inputmode', 'numeric');
    expect(numero).toHaveAttribute('autocomplete', 'cc-number');
    expect(payButton()).toBeEnabled();
  });

  it('says before paying that leaving keeps the charge and a closed queue refunds it (decision 054)', async () => {
    serve();
    const policy = await screen.findByText(/Se você sair da fila por conta própria/);
    expect(policy).toHaveTextContent('o valor do avanço não é devolvido');
    expect(policy).toHaveTextContent(
      'Se o estabelecimento encerrar a fila antes de chamar você, o valor é devolvido automaticamente.',
    );
    expect(screen.getByText(/você recebe o recibo por e-mail/)).toBeInTheDocument();
  });

  it('masks what is typed and explains every invalid field without sending anything', async () => {
    const fetch = serve();
    await screen.findByLabelText('Número do cartão');
    await userEvent.click(payButton());
    expect(await screen.findByText('Nome do titular obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Número do cartão obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Validade obrigatória')).toBeInTheDocument();
    expect(screen.getByText('CVV obrigatório')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Número do cartão'), '4111111111111112');
    await userEvent.type(screen.getByLabelText('Validade'), '0120');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1112');
    expect(screen.getByLabelText('Validade')).toHaveValue('01/20');
    await userEvent.click(payButton());
    expect(await screen.findByText('Número do cartão inválido')).toBeInTheDocument();
    expect(screen.getByText('Cartão vencido')).toBeInTheDocument();
    expect(screen.getByText('CVV inválido (3 ou 4 dígitos)')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/simulado/'))).toBe(false);
  });

  it('pays once however fast it is tapped, then replaces itself with the queue view', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = serve(paymentOf(), (url) =>
      url.endsWith('/simulado/pagar') ? (new Promise((r) => (answer = r)) as unknown as Response) : null,
    );
    await screen.findByLabelText('Número do cartão');
    await userEvent.click(screen.getByRole('button', { name: 'Usar cartão aprovado' }));
    await fillCard('');
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton()).toBeDisabled());
    answer(
      jsonResponse(200, { success: true, data: paymentOf({ status: 'aprovado', posicoesAplicadas: 2 }) }),
    );

    expect(await screen.findByTestId('queue-view')).toHaveTextContent(
      '/cliente/filas/9?pagamento=pay-1 REPLACE',
    );
    const pays = fetch.mock.calls.filter(([url]) => url === '/api/payments/pay-1/simulado/pagar');
    expect(pays).toHaveLength(1);
    expect(bodyOf(pays[0]?.[1])).toEqual({
      titular: 'Maria Silva',
      numero: '4111111111111111',
      validade: '12/99',
      cvv: '123',
    });
  });

  it('goes back to the queue view after a refund too', async () => {
    serve(paymentOf(), payAnswer('estornado'));
    await screen.findByLabelText('Número do cartão');
    await fillCard();
    await userEvent.click(payButton());
    expect(await screen.findByTestId('queue-view')).toHaveTextContent('/cliente/filas/9?pagamento=pay-1');
  });

  it('stays on a declined card, says so and lets the client try another', async () => {
    let declined = true;
    serve(paymentOf(), (url) =>
      url.endsWith('/simulado/pagar')
        ? jsonResponse(200, {
            success: true,
            data: paymentOf({ status: declined ? 'recusado' : 'aprovado' }),
          })
        : null,
    );
    await screen.findByLabelText('Número do cartão');
    await fillCard('4000000000000002');
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Pagamento recusado. Tente outro cartão.');
    expect(screen.queryByTestId('queue-view')).not.toBeInTheDocument();

    declined = false;
    await userEvent.click(screen.getByRole('button', { name: 'Usar cartão aprovado' }));
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await userEvent.click(payButton());
    expect(await screen.findByTestId('queue-view')).toBeInTheDocument();
  });

  it('cancels and returns to the queue view', async () => {
    const fetch = serve(paymentOf(), (url) =>
      url === '/api/payments/pay-1/simulado/cancelar'
        ? jsonResponse(200, { success: true, data: paymentOf({ status: 'cancelado' }) })
        : null,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByTestId('queue-view')).toHaveTextContent(
      '/cliente/filas/9?pagamento=pay-1 REPLACE',
    );
    const cancels = fetch.mock.calls.filter(([url]) => url === '/api/payments/pay-1/simulado/cancelar');
    expect(cancels.map(([, init]) => init?.method)).toEqual(['POST']);
  });

  it('puts a per-field refusal of the server under its input', async () => {
    serve(paymentOf(), (url) =>
      url.endsWith('/simulado/pagar')
        ? jsonResponse(400, {
            success: false,
            message: 'Cartão vencido',
            errors: [{ campo: 'validade', mensagem: 'Cartão vencido' }],
          })
        : null,
    );
    await screen.findByLabelText('Número do cartão');
    await fillCard();
    await userEvent.click(payButton());
    expect(await screen.findByText('Cartão vencido')).toBeInTheDocument();
    expect(screen.getByLabelText('Validade')).toHaveAttribute('aria-invalid', 'true');
  });

  it("tells a failure that names no field with SPEC's message, and a failed cancel in its own words", async () => {
    serve(paymentOf(), (url) => (url.includes('/simulado/') ? jsonResponse(500, { success: false }) : null));
    await screen.findByLabelText('Número do cartão');
    await fillCard();
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao processar pagamento. Tente novamente.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao cancelar o pagamento. Tente novamente.',
    );
    expect(screen.queryByTestId('queue-view')).not.toBeInTheDocument();
  });

  it('shows a 409 as it comes and then what became of the payment', async () => {
    let settled = false;
    serve(paymentOf(), (url) => {
      if (url.endsWith('/simulado/pagar')) {
        settled = true;
        return jsonResponse(409, { success: false, message: 'Este pagamento já foi processado' });
      }
      if (url === '/api/payments/pay-1' && settled) {
        return jsonResponse(200, {
          success: true,
          data: paymentOf({ status: 'aprovado', posicoesAplicadas: 2 }),
        });
      }
      return null;
    });
    await screen.findByLabelText('Número do cartão');
    await fillCard();
    await userEvent.click(payButton());
    expect(await screen.findByText('Este pagamento já foi processado')).toBeInTheDocument();
    expect(
      await screen.findByText('Este pagamento já foi aprovado e o avanço, aplicado.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
  });

  it('offers no form for a payment that can no longer be paid, only the way back', async () => {
    serve(paymentOf({ status: 'cancelado' }));
    expect(await screen.findByText('Pagamento cancelado. Nenhum valor foi cobrado.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Número do cartão')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à fila' })).toHaveAttribute(
      'href',
      '/cliente/filas/9?pagamento=pay-1',
    );
  });

  it('treats a pending payment past its deadline as expired', async () => {
    serve(paymentOf({ expiraEm: new Date(Date.now() - 1_000).toISOString() }));
    expect(
      await screen.findByText('O prazo para pagar terminou. Nenhum valor foi cobrado.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it('says when the payment does not exist, with the way to Minhas Filas', async () => {
    mockFetch(() => jsonResponse(404, { success: false, message: 'Pagamento não encontrado' }));
    storeSession();
    renderPage(<CheckoutPage />, { route: '/cliente/pagamento/nope', path: '/cliente/pagamento/:id' });
    expect(await screen.findByText('Pagamento não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para Minhas Filas' })).toHaveAttribute(
      'href',
      '/cliente/minhas-filas',
    );
  });

  it('offers a retry when the payment cannot be loaded', async () => {
    mockFetch(() => jsonResponse(500, {}));
    storeSession();
    renderPage(<CheckoutPage />, { route: '/cliente/pagamento/pay-1', path: '/cliente/pagamento/:id' });
    expect(await screen.findByText('Erro ao carregar pagamento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
  });
});
