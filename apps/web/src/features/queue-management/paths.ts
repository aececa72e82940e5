export const MANAGE_QUEUES_PATH = '/estabelecimento/gerenciar-filas';
/** The plan-limit refusal of 'Criar Fila' points to Planos. */
export { PLANS_PATH } from '../plans';

export function queueDetailPath(queueId: number): string {
  return `${MANAGE_QUEUES_PATH}/${queueId}`;
}
