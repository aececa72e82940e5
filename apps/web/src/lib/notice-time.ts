import { brasiliaDayMonth, brasiliaTime, sameBrasiliaDay } from './format';

/**
 * When a queue's notice was sent, and until when it shows, in Brasília time (decision 046): 'enviado às
 * 14:32 · até 15:02'; a notice from another day names its day ('enviado em 27/11 às 18:05'). The same
 * words on the client screens, the queue detail and the TV panel.
 */
export function noticeTimeText(aviso: { em: string; expiraEm: string | null }, now: number = Date.now()) {
  const at = brasiliaTime(aviso.em);
  const sent = sameBrasiliaDay(aviso.em, now)
    ? `enviado às ${at}`
    : `enviado em ${brasiliaDayMonth(aviso.em)} às ${at}`;
  return aviso.expiraEm ? `${sent} · até ${brasiliaTime(aviso.expiraEm)}` : sent;
}
