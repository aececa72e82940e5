import type { QueueEvent } from '@vez/domain';
import type { QueueWithMine } from '../api/queue-types';

/**
 * The detail with an event's counters and the client's own place written in, and the event's version.
 * An event older than the detail (a snapshot taken before a read that arrived first, or from an instance
 * that lags) changes nothing: it would put back a place and counters the client has already seen move.
 */
export function applyEvent(cached: QueueWithMine, event: QueueEvent): QueueWithMine {
  if (event.version < cached.versao) return cached;
  // News of an earlier ticket than the last one read (ids only grow) is old news: a reload's detail
  // already told how the newer ticket ended.
  const older =
    event.me && event.me.status !== 'waiting' && event.me.ticketId < (cached.meuUltimoTicket?.ticketId ?? 0);
  const me = older ? null : event.me;
  let { minhaPosicao, meuUltimoTicket } = cached;
  if (me?.status === 'waiting' && minhaPosicao) {
    minhaPosicao = {
      ...minhaPosicao,
      position: me.position,
      subPosition: me.letter,
      estimatedWaitMinutes: me.estimatedWaitMinutes,
      groupSize: me.groupSize,
    };
  } else if (me?.status === 'called') {
    minhaPosicao = null;
    // The called state shows when (and the last 'Chamar novamente'): keep what the event tells.
    const known = meuUltimoTicket?.ticketId === me.ticketId ? meuUltimoTicket : null;
    // The point too (issue 37): a recall at another point moves it; an event that only names the ticket
    // keeps what was known.
    const point = me.ponto ?? (me.calledAt === undefined ? known?.ponto : undefined);
    meuUltimoTicket = {
      ticketId: me.ticketId,
      status: 'called',
      em: me.calledAt ?? known?.em,
      chamadoNovamenteEm: me.recalledAt ?? known?.chamadoNovamenteEm ?? null,
      ...(point ? { ponto: point } : {}),
    };
  } else if (me && me.status !== 'waiting') {
    minhaPosicao = null;
    meuUltimoTicket = {
      ticketId: me.ticketId,
      status: me.status,
      ...(me.calledAt ? { em: me.calledAt } : {}),
    };
  }
  return {
    ...cached,
    status: event.queue.status as QueueWithMine['status'],
    clientes_na_fila: event.queue.totalPessoas,
    posicoes_ocupadas: event.queue.posicoesOcupadas,
    tempo_medio_espera: event.queue.minutosPorPosicao,
    // The figure and what it rests on travel together, or the label would describe another figure.
    tempo_medio_baseado_em: event.queue.baseadoEm,
    tempo_medio_faixa: event.queue.faixa,
    aviso: event.queue.aviso === undefined ? cached.aviso : event.queue.aviso,
    versao: event.version,
    minhaPosicao,
    meuUltimoTicket,
  };
}
