/**
 * What the queue feature (a client's place in one queue) offers other features (decision 066). Minhas Filas
 * shows the same tickets for several queues: the called state and its 'Entendi' memory, the buzz of one's
 * own call, leaving and its words, the query keys both pages write. The owner's notice form previews the
 * notice as a client reads it. A guest's ticket page (decision 068) shows its place, the live badge and how
 * a ticket ended in the same words. The queue view itself is routed by app/.
 */
export { queueKeys } from './api/queue-api';
export { useLeaveQueue } from './api/useLeaveQueue';
export { CalledState } from './components/CalledState';
export { callKey, dismissCall, isCallDismissed } from './components/called-time';
export { LiveBadge } from './components/LiveBadge';
export { LEAVE_CONFIRMATION, LEAVE_QUESTION, leaveDetail } from './components/leave-words';
export { MyPlace, type PlaceEntry } from './components/MyPlace';
export { OUTCOME_WORDS } from './components/OutcomeBanner';
export { QueueNotice } from './components/QueueNotice';
export { useCalledNotice } from './components/useCalledNotice';
