/**
 * The one catalogue of plans. Prices are integer cents, and every plan figure the screens show is
 * modelled for what it is (decision 015): the per-month price on lists, the per-month figure of the
 * detail page, what one period costs, and the introductory price of a first period.
 */
export type PlanId = 1 | 2;
export type PlanSlug = 'essencial' | 'profissional';

export interface PlanPricing {
  /** "R$ x/mês" on the landing page and the Planos cards: what a month costs on this plan's contract. */
  listMonthlyCents: number;
  /** "R$ x/mês" on the plan's detail page: the monthly price of reference (Profissional: without the annual contract). */
  detailMonthlyCents: number;
  /** What one period (durationDays) costs: the amount charged for a renewal. */
  periodCents: number;
  /** What the very first paid period of an establishment costs, when it is introductory; null = periodCents. */
  firstPeriodCents: number | null;
}

export interface Plan {
  id: PlanId;
  slug: PlanSlug;
  name: string;
  /** Higher is more: buying a higher tier starts at once, a lower one waits for the higher one to end. */
  tier: number;
  pricing: PlanPricing;
  durationDays: number;
  /** null = no limit on simultaneously open queues. */
  maxOpenQueues: number | null;
  /** People on the team besides the establishment's own login: active members and open invitations. */
  maxTeamMembers: number;
  highlights: string[];
  detailFeatures: string[];
}

export const QUEUES_WITHOUT_PLAN = 1;
/** Without a plan the owner works alone, exactly as before teams existed (decision 070). */
export const TEAM_MEMBERS_WITHOUT_PLAN = 0;

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    slug: 'essencial',
    name: 'Essencial',
    tier: 1,
    // Essencial's first month costs a new customer R$ 39,90, as the payment page says.
    pricing: { listMonthlyCents: 8990, detailMonthlyCents: 8990, periodCents: 8990, firstPeriodCents: 3990 },
    durationDays: 30,
    maxOpenQueues: 3,
    // A small shop's counter: the owner and two more people (decision 070).
    maxTeamMembers: 2,
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
    tier: 2,
    // An annual contract: R$ 129,90 a month on it, billed at once (12 × 129,90); R$ 198,90 is the
    // month-by-month price of reference its detail page shows.
    pricing: {
      listMonthlyCents: 12990,
      detailMonthlyCents: 19890,
      periodCents: 12 * 12990,
      firstPeriodCents: null,
    },
    durationDays: 365,
    maxOpenQueues: null,
    // A clinic's reception or a busy salon's floor; more is a conversation with support.
    maxTeamMembers: 10,
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

export function findPlanBySlug(slug: string): Plan | undefined {
  return PLANS.find((plan) => plan.slug === slug);
}

/** A plan known to exist (ids read back from our own rows). */
export function planOf(id: number): Plan {
  const plan = findPlan(id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** "1234567" -> "1.234.567": a string of digits with Brazil's thousands separator. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "R$ 89,90" from integer cents, without trusting binary floating point for the cents part. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const reais = groupThousands(Math.floor(abs / 100).toString());
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}
