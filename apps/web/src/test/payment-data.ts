import type { AdvancePaymentView } from '@vez/domain';

/** A fresh payment of 2 positions, as GET /api/payments/:id answers, for component tests. */
export function paymentOf(overrides: Partial<AdvancePaymentView> = {}): AdvancePaymentView {
  return {
    id: 'pay-1',
    status: 'pendente',
    provedor: 'simulado',
    queueId: 9,
    filaNome: 'Corte de cabelo',
    estabelecimentoNome: 'Barbearia do Zé',
    posicoes: 2,
    posicoesAplicadas: null,
    valorCentavos: 2150,
    estornoCentavos: 0,
    motivoEstorno: null,
    criadoEm: new Date(Date.now() - 60_000).toISOString(),
    expiraEm: new Date(Date.now() + 29 * 60_000).toISOString(),
    ...overrides,
  };
}
