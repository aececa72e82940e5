/**
 * The one catalogue of plans (DESIGN §3). Prices are integer cents. SPEC §9 shows Profissional at
 * R$ 129,90 on lists and R$ 198,90 on its detail page; both readings are kept where each is shown.
 */
export type PlanId = 1 | 2;

export interface Plan {
  id: PlanId;
  slug: 'essencial' | 'profissional';
  name: string;
  monthlyPriceCents: number;
  detailPriceCents: number;
  durationDays: number;
  /** null = no limit on simultaneously open queues. */
  maxOpenQueues: number | null;
  highlights: string[];
  detailFeatures: string[];
}

export const QUEUES_WITHOUT_PLAN = 1;

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    slug: 'essencial',
    name: 'Essencial',
    monthlyPriceCents: 8990,
    detailPriceCents: 8990,
    durationDays: 30,
    maxOpenQueues: 3,
    highlights: [
      'Acesso ao sistema',
      'Painel de visão geral básico',
      'Visualização da fila virtual em tempo real',
      'Chamada de clientes',
      'Suporte básico por e-mail',
    ],
    detailFeatures: [
      'Até 3 filas simultâneas',
      'Dashboard básico',
      'Relatórios simples',
      'Suporte por e-mail',
      'Notificações básicas',
    ],
  },
  {
    id: 2,
    slug: 'profissional',
    name: 'Profissional',
    monthlyPriceCents: 12990,
    detailPriceCents: 19890,
    durationDays: 365,
    maxOpenQueues: null,
    highlights: [
      'Tudo do plano Essencial',
      'Estatísticas avançadas: tempo médio de espera, taxa de abandono e volume de clientes',
      'Relatórios exportáveis em PDF e Excel',
      'Suporte prioritário por chat e e-mail',
    ],
    detailFeatures: [
      'Tudo do plano Essencial',
      'Estatísticas detalhadas',
      'Relatórios mensais automáticos',
      'Visualização de avanços pagos e ganhos',
      'Suporte prioritário',
    ],
  },
];

export function findPlan(id: number): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** "R$ 89,90" from integer cents, without trusting binary floating point for the cents part. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}
