import type { MatrixRow } from './authorization-matrix';

const open = {
  anonymous: 'open',
  otherClient: 'open',
  otherEstablishment: 'open',
  attendant: 'open',
  establishment: 'open',
  client: 'open',
} as const;

/**
 * The test page's calls, registered only in demo mode (off in production and in the main matrix). They
 * are public on purpose and touch demo accounts only: the world's queue is not a demo queue, so filling
 * it is refused for everybody.
 */
export const DEMO_MATRIX: Record<string, MatrixRow> = {
  'GET /usuarios': { url: () => '/usuarios', expect: open },
  'GET /teste/filas': { url: () => '/teste/filas', expect: open },
  'POST /teste/adicionar-usuarios-fila': {
    url: () => '/teste/adicionar-usuarios-fila',
    body: (w) => ({ queueId: w.queueId }),
    expect: {
      anonymous: 403,
      otherClient: 403,
      otherEstablishment: 403,
      attendant: 403,
      establishment: 403,
      client: 403,
    },
  },
};
