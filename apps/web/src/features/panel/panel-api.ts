import type { PanelCall, PanelView } from '@vez/domain';
import { apiRequest } from '../../lib/api/client';

/** What the TV shows; no session is ever sent (the token in the path is the only key). */
export async function fetchPanel(token: string): Promise<PanelView> {
  const body = await apiRequest<{ data: PanelView }>(`/api/panels/${encodeURIComponent(token)}`, {
    role: false,
  });
  return body.data;
}

export const panelEventsPath = (token: string) => `/api/panels/${encodeURIComponent(token)}/events`;

/** One announcement per call and per 'Chamar novamente'. */
export const callKey = (call: PanelCall) => `${call.id}:${call.chamadoNovamenteEm ?? ''}`;

/**
 * The calls of a new picture not announced yet, oldest first (the order they were made). The first
 * picture of a page announces nothing: those calls were made before the TV was looking.
 */
export function newCalls(view: PanelView, announced: Set<string>, first: boolean): PanelCall[] {
  const fresh: PanelCall[] = [];
  for (const queue of view.filas) {
    for (const call of queue.chamadas) {
      const key = callKey(call);
      if (announced.has(key)) continue;
      announced.add(key);
      if (!first) fresh.push(call);
    }
  }
  const at = (call: PanelCall) => Date.parse(call.chamadoNovamenteEm ?? call.chamadoEm);
  return fresh.sort((a, b) => at(a) - at(b));
}
