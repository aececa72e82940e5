/**
 * Everything an Atendente may call, as Fastify route patterns (decision 070): Gerenciar Filas and a
 * queue's detail — read the queues and their line, call, call again, 'Não compareceu' and their undo,
 * pause and resume, add a person at the counter, the queue's notice — and their own session. Anything
 * else that needs a session, including every route added later, is refused to them (403): the list
 * grows only on purpose. The authorization matrix calls every route as an attendant.
 */
export const ATTENDANT_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'GET /api/queues/establishment/:id',
  'PUT /api/queues/:id/status',
  'POST /api/queues/:id/chamar-proximo',
  'GET /api/queues/:id/tempo-espera',
  'GET /api/queues/:id/chamada-automatica/status',
  'POST /api/queues/:id/chamada-automatica/executar',
  'GET /api/queues/:id/chamados-recentes',
  'POST /api/queues/:id/tickets/:ticketId/nao-compareceu',
  'POST /api/queues/:id/tickets/:ticketId/chamar-novamente',
  'POST /api/queues/:id/tickets/:ticketId/desfazer-chamada',
  'POST /api/queues/:id/tickets/:ticketId/desfazer-nao-compareceu',
  'PUT /api/queues/:id/broadcast',
  'DELETE /api/queues/:id/broadcast',
  'POST /api/queues/:id/balcao',
  // The service points (decision 071), read to pick the one the attendant calls from; never changed.
  'GET /api/establishments/:id/pontos',
]);

export function attendantMayCall(method: string, routePattern: string | undefined): boolean {
  return routePattern !== undefined && ATTENDANT_ROUTES.has(`${method} ${routePattern}`);
}
