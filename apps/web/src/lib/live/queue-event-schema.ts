// Loaded apart (see loadQueueEventSchema): the schema brings zod, which a live page need not download
// before its first paint.
export { queueEventSchema } from '@vez/domain';
