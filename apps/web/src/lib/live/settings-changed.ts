import type { QueueEvent } from '@vez/domain';

/**
 * Whether an event announces a change its summary does not carry: an edit of the queue ('Editar Fila':
 * name, description, type, limit, prices) or changes the server could not name after losing its bus
 * both travel as 'updated'. A screen that shows more than the summary reads the queue again.
 */
export function changesUnseenSettings(event: QueueEvent): boolean {
  return event.changes.includes('updated');
}
