/**
 * What queue management offers the rest of the app on purpose (decision 066): the call-next action with its
 * notices and where a queue's detail page is. How a list follows several queues' streams is lib/live's.
 */
export { useCallNext } from './api/counter-presses';
export { MANAGE_QUEUES_PATH, queueDetailPath } from './paths';
