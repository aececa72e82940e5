/**
 * What the notifications feature offers other features (DESIGN §6): the queue view's 'Avisos' box and a
 * Minhas Filas card's notice, and the client's notice rows that Configurações lists. The unsubscribe page
 * is routed by app/.
 */
export { ClientNoticeSettings } from './components/ClientNoticeSettings';
export { CardNotice, TicketNotices } from './components/TicketNotices';
