/**
 * What the notifications feature offers other features (decision 066): the queue view's 'Avisos' box and a
 * Minhas Filas card's notice, the same box for a ticket read and saved elsewhere (a guest's ticket page,
 * with its own push target), and the client's notice rows that Configurações lists. The unsubscribe page
 * is routed by app/.
 */
export { ClientNoticeSettings } from './components/ClientNoticeSettings';
export type { NoticeAheadSave, NoticeAheadValue } from './components/NoticePicker';
export { CardNotice, TicketNotices, TicketNoticesBox } from './components/TicketNotices';
export type { PushTarget } from './components/usePushDevice';
