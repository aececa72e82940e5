import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanPaymentView, PlanStatusView } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { planPaymentOf, statusWithoutPlan, statusWithPlan } from '../test-data';
import { PlansPage } from './PlansPage';

afterEach(() => vi.unstubAllGlobals());

type Answer = (url: string) => Response | null;

function serve(
  status: PlanStatusView | (() => Response),
  payments: PlanPaymentView[] | (() => Response) = [],
  extra: Answer = () => null,
) {
  const fetch = mockFetch((url) => {
    const answer = extra(url);
    if (answer) return answer;
    if (url === '/api/plans/status') {
      return typeof status === 'function' ? status() : jsonResponse(200, { success: true, data: status });
    }
    if (url === '/api/plans/payments') {
      return typeof payments === 'function'
        ? payments()
        : jsonResponse(200, { success: true, data: payments });
    }
    return jsonResponse(500, { success: false, message: 'inesperado' });
  });
  storeSession({ userType: 'estabelecimento', name: 'Barbearia Central', id: 7 });
  return fetch;
}

function show(
  route: string | { pathname: string; search?: string; state?: unknown } = '/estabelecimento/planos',
) {
  renderPage(<PlansPage />, { route, path: '/estabelecimento/planos' });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('PlansPage', () => {
  it('says how many people each plan’s team may have (decision 070)', async () => {
    serve(statusWithoutPlan());
    show();
    const essencial = await screen.findByRole('article', { name: 'Essencial' });
    expect(within(essencial).getByText('Equipe de até 2 pessoas além do dono')).toBeInTheDocument();
    expect(
      within(card('Profissional')).getByText('Equipe de até 10 pessoas além do dono'),
    ).toBeInTheDocument();
  });

  it("tells a first subscriber the Essencial first month as a discount, from the server's charge", async () => {
    serve(statusWithoutPlan());
    show();
    const essencial = await screen.findByRole('article', { name: 'Essencial' });
    expect(
      within(essencial).getByText(
        'Na primeira assinatura: R$ 39,90 cobrados no pagamento pelo 1º mês (desconto de R$ 50,00).',
      ),
    ).toBeInTheDocument();
    expect(within(card('Profissional')).queryByText(/desconto/)).not.toBeInTheDocument();
  });

  it('offers to renew the plan in force and to subscribe to the other, each with its details and payment page', async () => {
    serve(statusWithPlan(1, 20));
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Planos' })).toBeInTheDocument();
    const essencial = await screen.findByRole('article', { name: 'Essencial' });
    expect(within(essencial).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(essencial).getByText('Até 3 filas abertas ao mesmo tempo')).toBeInTheDocument();
    expect(within(essencial).getByText('Plano atual')).toBeInTheDocument();
    expect(within(essencial).getByText('Vence em 24/12/2026')).toBeInTheDocument();
    expect(within(essencial).getByRole('link', { name: 'Renovar Contrato Essencial' })).toHaveAttribute(
      'href',
      '/estabelecimento/pagamento?plano=essencial',
    );
    expect(within(essencial).queryByRole('link', { name: /Assinar Plano/ })).not.toBeInTheDocument();
    expect(within(essencial).getByRole('link', { name: 'Ver detalhes do Essencial' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos/detalhes-essencial',
    );

    // A renewal has no promotion: the card says what is charged, and nothing of a first month.
    expect(within(essencial).getByText('R$ 89,90 cobrados no pagamento, por 30 dias.')).toBeInTheDocument();
    expect(within(essencial).queryByText(/promocional|1º mês/)).not.toBeInTheDocument();

    const profissional = card('Profissional');
    expect(within(profissional).getByText('R$ 129,90')).toBeInTheDocument();
    expect(
      within(profissional).getByText(
        'Contrato anual: R$ 1.558,80 cobrados de uma vez, no pagamento (12 × R$ 129,90).',
      ),
    ).toBeInTheDocument();
    expect(within(profissional).getByText('Filas abertas sem limite')).toBeInTheDocument();
    expect(within(profissional).getByRole('link', { name: 'Assinar Plano Profissional' })).toHaveAttribute(
      'href',
      '/estabelecimento/pagamento?plano=profissional',
    );
    expect(within(profissional).getByRole('link', { name: 'Ver detalhes do Profissional' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos/detalhes-profissional',
    );
    expect(screen.getByRole('link', { name: 'suporte@vez.app' })).toHaveAttribute(
      'href',
      'mailto:suporte@vez.app',
    );
    // 20 days left: no renewal warning yet.
    expect(screen.queryByText(/Renove para não perder/)).not.toBeInTheDocument();
  });

  it('tells the free allowance without a plan and offers both plans', async () => {
    serve(statusWithoutPlan());
    show();
    expect(await screen.findByText('Sem plano: 1 fila aberta por vez.')).toBeInTheDocument();
    expect(
      within(card('Essencial')).getByRole('link', { name: 'Assinar Plano Essencial' }),
    ).toBeInTheDocument();
    expect(
      within(card('Profissional')).getByRole('link', { name: 'Assinar Plano Profissional' }),
    ).toBeInTheDocument();
    expect(within(card('Essencial')).queryByText('Plano atual')).not.toBeInTheDocument();
    expect(within(card('Profissional')).queryByText('Plano atual')).not.toBeInTheDocument();
  });

  it('warns in the last week of the plan in force', async () => {
    serve(statusWithPlan(2, 5));
    show();
    expect(
      await screen.findByText(
        'Seu plano Profissional vence em 5 dias (24/12/2026). Renove para não perder o limite de filas.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card('Profissional')).getByRole('link', { name: 'Renovar Contrato Profissional' }),
    ).toBeInTheDocument();
  });

  it('says Plano desconhecido for a plan id it does not know, and offers both plans', async () => {
    serve(statusWithPlan(9));
    show();
    expect(await screen.findByText('Plano desconhecido')).toBeInTheDocument();
    expect(
      within(card('Essencial')).getByRole('link', { name: 'Assinar Plano Essencial' }),
    ).toBeInTheDocument();
    expect(
      within(card('Profissional')).getByRole('link', { name: 'Assinar Plano Profissional' }),
    ).toBeInTheDocument();
  });

  it('lists the plan payments with date, plan, period, amount and card', async () => {
    serve(statusWithPlan(1), [
      planPaymentOf({ id: 'p2', valorCentavos: 8990, descricao: 'Essencial — 30 dias', final: '4242' }),
      planPaymentOf(),
    ]);
    show();
    const table = await screen.findByRole('table', { name: /Pagamentos de plano/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(first).getByText('Essencial — 30 dias')).toBeInTheDocument();
    expect(within(first).getByText('24/11/2026–24/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('R$ 89,90')).toBeInTheDocument();
    expect(within(first).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(first).getByText('Aprovado')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Visa •••• 1111')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('R$ 39,90')).toBeInTheDocument();
  });

  it('has an empty history before the first plan payment', async () => {
    serve(statusWithoutPlan(), []);
    show();
    expect(await screen.findByText('Nenhum pagamento de plano ainda.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Histórico de pagamentos' })).toBeInTheDocument();
  });

  it('shows the loading state, then the error with Tentar Novamente, which asks again', async () => {
    let fail = true;
    const fetch = serve(() =>
      fail
        ? jsonResponse(500, { success: false })
        : jsonResponse(200, { success: true, data: statusWithPlan(1) }),
    );
    show();
    expect(screen.getByText('Carregando planos...')).toBeInTheDocument();
    expect(await screen.findByText('Erro ao carregar planos')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(
      await within(await screen.findByRole('article', { name: 'Essencial' })).findByRole('link', {
        name: 'Renovar Contrato Essencial',
      }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => url === '/api/plans/status')).toHaveLength(2);
  });

  it('tells a failed history apart, with its own retry', async () => {
    serve(statusWithoutPlan(), () => jsonResponse(500, { success: false }));
    show();
    expect(await screen.findByText('Erro ao carregar pagamentos')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Essencial' })).toBeInTheDocument();
  });

  it('shows the success message the payment page sent, politely, once', async () => {
    serve(statusWithPlan(1));
    show({
      pathname: '/estabelecimento/planos',
      state: { message: 'Pagamento simulado com sucesso! (Modo teste)' },
    });
    const notice = screen.getByText('Pagamento simulado com sucesso! (Modo teste)');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // The history entry forgets the message, so a reload does not repeat it.
    await waitFor(() => expect(screen.getByTestId('location').dataset.state).toBe('null'));
    expect(screen.getByText('Pagamento simulado com sucesso! (Modo teste)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso do pagamento' }));
    expect(screen.queryByText('Pagamento simulado com sucesso! (Modo teste)')).not.toBeInTheDocument();
  });

  it('confirms a plan paid on Mercado Pago when the browser comes back with ?pagamento=', async () => {
    let approved = false;
    serve(statusWithoutPlan(), [], (url) => {
      if (url !== '/api/plans/payments/mp-1') return null;
      const payment = planPaymentOf({ id: 'mp-1', status: approved ? 'aprovado' : 'pendente' });
      approved = true;
      return jsonResponse(200, { success: true, data: payment });
    });
    show({ pathname: '/estabelecimento/planos', search: '?pagamento=mp-1' });
    expect(await screen.findByText('Confirmando pagamento…')).toBeInTheDocument();
    // Asked again 2 s later: now approved.
    expect(
      await screen.findByText(
        /Pagamento aprovado! Plano Essencial válido de 24\/11\/2026 a 24\/12\/2026\./,
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso do pagamento' }));
    expect(screen.getByTestId('location').dataset.search).toBe('');
  });

  it('stops asking after two minutes of a pending payment and offers Tentar Novamente', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = serve(statusWithoutPlan(), [], (url) =>
        url === '/api/plans/payments/mp-2'
          ? jsonResponse(200, { success: true, data: planPaymentOf({ id: 'mp-2', status: 'pendente' }) })
          : null,
      );
      show({ pathname: '/estabelecimento/planos', search: '?pagamento=mp-2' });
      expect(await screen.findByText('Confirmando pagamento…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(2 * 60_000 + 2_000);
      const retry = await screen.findByRole('button', { name: 'Tentar Novamente' });
      expect(screen.getByText(/A confirmação está demorando mais que o normal/)).toBeInTheDocument();
      const asked = () => fetch.mock.calls.filter(([url]) => url === '/api/plans/payments/mp-2').length;
      const before = asked();
      expect(before).toBeGreaterThan(50);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asked()).toBe(before);

      fireEvent.click(retry);
      await waitFor(() => expect(asked()).toBe(before + 1));
      expect(screen.queryByRole('button', { name: 'Tentar Novamente' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
