import { findPlan, QUEUES_WITHOUT_PLAN } from './plan-catalogue';

/**
 * How many queues an establishment may keep open (decision 058): open = ativa or pausada
 * (`OPEN_QUEUE_STATUSES`; a scheduled queue does not count until it opens). null = no limit. An unknown
 * plan id grants what having no plan grants, never more.
 */
export function maxOpenQueues(planId: number | null): number | null {
  if (planId === null) return QUEUES_WITHOUT_PLAN;
  const plan = findPlan(planId);
  return plan ? plan.maxOpenQueues : QUEUES_WITHOUT_PLAN;
}

/**
 * The limit in words, said before the 'Criar Fila' form and in every refusal: without a plan it is not
 * 'seu plano'. null when there is no limit.
 */
export function openQueueLimitText(planId: number | null): string | null {
  const limit = maxOpenQueues(planId);
  if (limit === null) return null;
  const plan = planId === null ? undefined : findPlan(planId);
  if (!plan) {
    return limit === 1
      ? 'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez.'
      : `Sem plano, o estabelecimento pode manter até ${limit} filas abertas (ativas ou pausadas) ao mesmo tempo.`;
  }
  return limit === 1
    ? `O plano ${plan.name} permite 1 fila aberta (ativa ou pausada) por vez.`
    : `O plano ${plan.name} permite até ${limit} filas abertas (ativas ou pausadas) ao mesmo tempo.`;
}

/** Refusal for opening one more queue when `openQueues` are already open; null = allowed. */
export function openQueueRefusal(planId: number | null, openQueues: number): string | null {
  const limit = maxOpenQueues(planId);
  if (limit === null || openQueues < limit) return null;
  return `${openQueueLimitText(planId)} Encerre uma fila ou conheça os planos para abrir mais.`;
}
