/**
 * What queue management offers the rest of the app on purpose (DESIGN §6): the call-next action with its
 * notices, where a queue's detail page is, and how a page follows several queues' streams (decision 013).
 */

export { useCallNext } from './api/counter-presses';
export { changesWhatWasRead, listStreamPlan, MAX_LIST_STREAMS } from './api/live';
export { MANAGE_QUEUES_PATH, queueDetailPath } from './paths';
