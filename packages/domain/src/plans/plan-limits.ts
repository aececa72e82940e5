import { findPlan, QUEUES_WITHOUT_PLAN } from './plan-catalogue';

/**
 * How many queues (ativa or pausada) an establishment may keep open (DESIGN §3).
 * null = no limit. An unknown plan id grants what having no plan grants, never more.
 */
export function maxOpenQueues(planId: number | null): number | null {
  if (planId === null) return QUEUES_WITHOUT_PLAN;
  const plan = findPlan(planId);
  return plan ? plan.maxOpenQueues : QUEUES_WITHOUT_PLAN;
}

/** Refusal for opening one more queue when `openQueues` are already open; null = allowed. */
export function openQueueRefusal(planId: number | null, openQueues: number): string | null {
  const limit = maxOpenQueues(planId);
  if (limit === null || openQueues < limit) return null;
  const queues = limit === 1 ? '1 fila aberta' : `${limit} filas abertas`;
  return `Seu plano permite no máximo ${queues}. Conheça os planos para abrir mais.`;
}
