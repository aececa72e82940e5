// Loaded by the join dialog's resolver on first focus, so the queue page needs no zod to show itself.
export { joinQueueSchema } from '@vez/domain';
