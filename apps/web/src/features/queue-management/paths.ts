export const MANAGE_QUEUES_PATH = '/estabelecimento/gerenciar-filas';
/** Planos is another issue's screen; the plan-limit refusal only needs to point there. */
export const PLANS_PATH = '/estabelecimento/planos';

export function queueDetailPath(queueId: number): string {
  return `${MANAGE_QUEUES_PATH}/${queueId}`;
}
