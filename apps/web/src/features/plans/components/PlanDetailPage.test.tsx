import { screen, within } from '@testing-library/react';
import type { PlanSlug, PlanStatusView } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { statusWithoutPlan, statusWithPlan } from '../test-data';
import { PlanDetailPage } from './PlanDetailPage';

afterEach(() => vi.unstubAllGlobals());

function show(slug: PlanSlug, status: PlanStatusView | null) {
  mockFetch((url) =>
    url === '/api/plans/status' && status
      ? jsonResponse(200, { success: true, data: status })
      : jsonResponse(500, { success: false }),
  );
  storeSession({ userType: 'estabelecimento', name: 'Barbearia Central', id: 7 });
  renderPage(<PlanDetailPage slug={slug} />, { route: `/estabelecimento/planos/detalhes-${slug}` });
}

const fact = (text: string) =>
  screen.getByText((_, element) => element?.textContent === text && element.tagName === 'DIV');

describe('PlanDetailPage', () => {
  it('shows the Essencial price, duration and features, and N/A without that plan in force', async () => {
    show('essencial', statusWithPlan(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Essencial' })).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(fact('Duração: 30 dias')).toBeInTheDocument();
    for (const feature of [
      'Até 3 filas simultâneas',
      'Dashboard básico',
      'Relatórios simples',
      'Suporte por e-mail',
      'Notificações básicas',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
    expect(
      await screen.findByText((_, el) => el?.textContent === 'Vencimento: N/A' && el.tagName === 'DIV'),
    ).toBeInTheDocument();
    expect(fact('Dias restantes: N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar Plano Essencial' })).toHaveAttribute(
      'href',
      '/estabelecimento/pagamento?plano=essencial',
    );
    expect(screen.getByRole('link', { name: 'Voltar para Planos' })).toHaveAttribute(
      'href',
      '/estabelecimento/planos',
    );
  });

  it('shows the expiry date and the days remaining of the plan in force, and offers to renew it', async () => {
    show('essencial', statusWithPlan(1, 30));
    expect(
      await screen.findByText(
        (_, el) => el?.textContent === 'Vencimento: 24/12/2026' && el.tagName === 'DIV',
      ),
    ).toBeInTheDocument();
    expect(fact('Dias restantes: 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renovar Contrato Essencial' })).toHaveAttribute(
      'href',
      '/estabelecimento/pagamento?plano=essencial',
    );
  });

  it('says what an Essencial period costs and, to a first subscriber, the first month as a discount', async () => {
    show('essencial', statusWithoutPlan());
    expect(screen.getByText('Depois, R$ 89,90 a cada 30 dias.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Na primeira assinatura: R$ 39,90 cobrados no pagamento pelo 1º mês (desconto de R$ 50,00).',
      ),
    ).toBeInTheDocument();
  });

  it('explains the Profissional reference price against the annual contract', async () => {
    show('profissional', statusWithoutPlan());
    // The headline is what is charged; the reference price is said beside the contract's.
    expect(screen.getByText('R$ 129,90')).toBeInTheDocument();
    const explanation = screen.getByText(/Preço de referência mês a mês/);
    expect(explanation).toHaveTextContent(
      'Preço de referência mês a mês: R$ 198,90. No contrato anual, o Profissional sai por R$ 129,90/mês (R$ 1.558,80 à vista).',
    );
    expect(
      screen.getByText('Contrato anual: R$ 1.558,80 cobrados de uma vez, no pagamento (12 × R$ 129,90).'),
    ).toBeInTheDocument();
    expect(fact('Duração: 365 dias')).toBeInTheDocument();
    expect(screen.getByText('Visualização de avanços pagos e ganhos')).toBeInTheDocument();
    expect(
      await screen.findByText((_, el) => el?.textContent === 'Vencimento: N/A' && el.tagName === 'DIV'),
    ).toBeInTheDocument();
  });

  it('says when a period of this plan already bought begins', async () => {
    show(
      'essencial',
      statusWithPlan(2, 10, {
        proximo: {
          plano_id: 1,
          plano_nome: 'Essencial',
          data_inicio: '2026-12-24T15:00:00.000Z',
          data_vencimento: '2027-01-23T15:00:00.000Z',
        },
      }),
    );
    expect(
      await screen.findByText((_, el) => el?.textContent === 'Começa em 24/12/2026' && el.tagName === 'DIV'),
    ).toBeInTheDocument();
    expect(fact('Vencimento: N/A')).toBeInTheDocument();
  });

  it('keeps the plan facts when the status cannot be read, with Tentar Novamente', async () => {
    show('essencial', null);
    expect(await screen.findByText('Erro ao carregar o plano')).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar Novamente' }),
    ).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
  });
});
