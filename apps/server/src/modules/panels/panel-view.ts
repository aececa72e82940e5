import { broadcastOf, PANEL_RECENT_CALLS, PANEL_REVOKED, type PanelView } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { PanelsTable } from '../../database/schema';
import { notFound } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { MAX_QUEUES_PER_STREAM } from '../live/watched-queues';
import { maskName } from '../queues/queue-views';
import { waitBasisOf } from '../queues/waits/wait-basis';
import { pointField } from '../service-points/point-of-call';
import { hashPanelToken } from './panels';

/** Calls older than this are not 'just called': a TV switched on in the morning starts empty. */
const CALLS_WINDOW_MS = 4 * 60 * 60_000;

type Services = Pick<AppServices, 'panels' | 'queues' | 'clock'>;

/** The panel a token opens, or the 'desativado' 404 (unknown and revoked tokens look the same). */
export async function panelOfToken(services: Pick<AppServices, 'panels'>, token: string) {
  const panel = await services.panels.findByHash(hashPanelToken(token));
  if (!panel) throw notFound(PANEL_REVOKED);
  return panel;
}

/** The queues a panel shows: its one queue, or every queue of the establishment not closed for good. */
export async function queuesOfPanel(
  services: Pick<AppServices, 'queues'>,
  panel: Pick<PanelsTable, 'establishment_id' | 'queue_id'>,
) {
  if (panel.queue_id !== null) {
    const queue = await services.queues.findById(panel.queue_id);
    return queue ? [queue] : [];
  }
  const queues = await services.queues.listByEstablishment(panel.establishment_id);
  // Oldest first, so the TV's columns stay put when a queue is added; a stream follows at most 20.
  return queues.reverse().slice(0, MAX_QUEUES_PER_STREAM);
}

/**
 * What the TV shows: per queue its people waiting, the one estimate (decision 023), its notice and its
 * latest calls with masked names. Built from named columns only, so no e-mail, phone or surname can
 * ever reach it.
 */
export async function getPanelView(services: Services, token: string): Promise<PanelView> {
  const panel = await panelOfToken(services, token);
  const queues = await queuesOfPanel(services, panel);
  const since = services.clock.now() - CALLS_WINDOW_MS;
  const filas = await Promise.all(
    queues.map(async (queue) => {
      const [wait, calls] = await Promise.all([
        waitBasisOf(services, queue),
        services.panels.recentCalls(queue.id, since, PANEL_RECENT_CALLS + 1),
      ]);
      return {
        id: queue.id,
        nome: queue.name,
        status: queue.status,
        totalPessoas: queue.waiting_people,
        posicoesOcupadas: queue.occupied_positions,
        minutosPorPosicao: Math.round(wait.minutes * 10) / 10,
        baseadoEm: wait.basedOn,
        aviso: broadcastOf(queue),
        chamadas: calls.map((call) => ({
          id: call.id,
          nome: maskName(call.name),
          pessoas: call.group_size,
          chamadoEm: new Date(call.called_at ?? 0).toISOString(),
          chamadoNovamenteEm: call.recalled_at === null ? null : new Date(call.recalled_at).toISOString(),
          // Shown large beside the name and said (issue 37); a call without a point has no field.
          ...pointField(call),
        })),
      };
    }),
  );
  return { estabelecimento: displayNameOf(panel), filas };
}
