import { canRecall, NO_SHOW_WINDOW_MINUTES, type RecentCallView, UNDO_OFFER_SECONDS } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../../database/schema';
import { notFound } from '../../app-error';
import { pointField } from '../../service-points/point-of-call';

export const NO_SHOW_WINDOW_MS = NO_SHOW_WINDOW_MINUTES * 60_000;

interface CallRow {
  id: number;
  name: string;
  called_at: number | null;
  no_show_at: number | null;
  recall_count: number;
  recalled_at: number | null;
  called_point_name: string | null;
  called_point_article: 'a' | 'o' | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The latest of the call and its mark, while the screen still offers to undo it. */
function undoOnOffer(calledAt: number, noShowAt: number | null, now: number): RecentCallView['desfazer'] {
  const doneAt = noShowAt ?? calledAt;
  const seconds = Math.floor(UNDO_OFFER_SECONDS - (now - doneAt) / 1000);
  if (seconds <= 0) return null;
  return { acao: noShowAt === null ? 'chamada' : 'nao_compareceu', segundos: seconds };
}

/** One of 'Chamados recentes' as the owner sees it, with what can still be done about it. */
export function toRecentCallView(row: CallRow, now: number): RecentCallView {
  const calledAt = row.called_at ?? 0;
  const noShow = row.no_show_at !== null;
  return {
    ticketId: row.id,
    nome: row.name,
    chamadoEm: new Date(calledAt).toISOString(),
    naoCompareceu: noShow,
    naoCompareceuEm: iso(row.no_show_at),
    desfazer: undoOnOffer(calledAt, row.no_show_at, now),
    podeMarcar: !noShow && now - calledAt <= NO_SHOW_WINDOW_MS,
    chamadasNovamente: row.recall_count,
    chamadoNovamenteEm: iso(row.recalled_at),
    podeChamarNovamente: canRecall({ calledAt, recallCount: row.recall_count, noShow }, now),
    ...pointField(row),
  };
}

/** A ticket of this queue that was called: the only kind the recent calls' buttons touch. */
export async function findCall(
  services: Pick<AppServices, 'calledTickets'>,
  trx: Transaction<Database>,
  queueId: number,
  ticketId: number,
) {
  const ticket = await services.calledTickets.findById(ticketId, trx);
  if (!ticket || ticket.queue_id !== queueId || ticket.status !== 'called' || ticket.called_at === null) {
    throw notFound('Chamada não encontrada nesta fila');
  }
  return { ...ticket, called_at: ticket.called_at };
}
