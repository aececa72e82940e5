/** What happened to a queue; every mutation bumps the queue's `version` and publishes one of these. */
export type QueueChangeType =
  | 'joined'
  | 'left'
  | 'called'
  | 'advanced'
  | 'paused'
  | 'resumed'
  | 'opened'
  | 'closed'
  | 'updated'
  /**
   * 'Editar Fila': the name, description, type, limit or prices changed (decision 049). The event's
   * summary does not carry them, so a client screen that shows them reads the queue again.
   */
  | 'edited'
  /** 'Chamar novamente' (decision 022): the ticket's client is shown 'É a sua vez!' again. */
  | 'recalled'
  /**
   * 'Não compareceu': the ticket's client stops seeing 'É a sua vez!' and is told why (decision 044).
   * Watchers read it as 'updated': who did not come is nobody else's business.
   */
  | 'no_show'
  /** 'Desfazer' of a 'Não compareceu' (decision 051): its client sees 'É a sua vez!' again; others read 'updated'. */
  | 'no_show_undone'
  /**
   * 'Desfazer' of a call (decision 051): the ticket waits again in its exact place; its client's screen
   * shows the position again.
   */
  | 'uncalled'
  /** 'Aviso para a fila' set or cleared. */
  | 'broadcast';

export interface QueueChange {
  queueId: number;
  version: number;
  type: QueueChangeType;
  /** The ticket the change is about (joined, left, called, recalled, no_show, advanced). */
  ticketId?: number;
  at: number;
}

export function isQueueChange(value: unknown): value is QueueChange {
  const v = value as QueueChange | null;
  return typeof v?.queueId === 'number' && typeof v.version === 'number' && typeof v.type === 'string';
}
