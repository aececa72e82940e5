import type { AppServices } from '../../app-services';
import { AppError } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { joinQueue } from '../queues/joining/join-queue';

/** Test users are the demo people seeded by `npm start` (e-mails under @vez.demo), never real accounts. */
export const TEST_USER_DOMAIN = '@vez.demo';

export async function listTestUsers(services: Pick<AppServices, 'users'>) {
  const rows = await services.users.listByEmailDomain(TEST_USER_DOMAIN);
  return rows.map((row) => ({
    id: row.id,
    nome_usuario: row.name,
    telefone_usuario: row.phone,
    email_usuario: row.email,
  }));
}

export const NOT_A_DEMO_QUEUE =
  'A página de teste só pode usar as filas dos estabelecimentos de demonstração.';

/** The demo establishments' queues not closed: the only ones /teste may fill. */
export async function listDemoQueues(services: Pick<AppServices, 'queues'>) {
  const rows = await services.queues.listNotClosedOfEmailSuffix(TEST_USER_DOMAIN);
  return rows.map((row) => ({
    id: row.id,
    nome: row.name,
    estabelecimento: displayNameOf(row),
    status: row.status,
  }));
}

/**
 * The /teste page's button: every test user joins the queue through the normal join rules, and each
 * one's outcome (position or refusal) is reported in `resultados`.
 */
export async function addTestUsersToQueue(
  services: Pick<
    AppServices,
    'users' | 'database' | 'queues' | 'tickets' | 'queueJoins' | 'queueMutex' | 'bus' | 'clock' | 'waitBasis'
  >,
  queueId: number,
) {
  // Test people go only into demo queues: a real establishment's queue is never filled from here.
  const ownerEmail = await services.queues.establishmentEmailOf(queueId);
  if (ownerEmail === undefined) throw new AppError('not-found', 'Fila não encontrada');
  if (!ownerEmail.endsWith(TEST_USER_DOMAIN)) throw new AppError('forbidden', NOT_A_DEMO_QUEUE);
  const users = await services.users.listByEmailDomain(TEST_USER_DOMAIN);
  const resultados = [];
  for (const user of users) {
    try {
      const joined = await joinQueue(
        services,
        { userType: 'cliente', userId: user.id, sessionId: 'teste' },
        queueId,
        {
          nome: user.name,
          telefone: user.phone,
          email: user.email,
          isGroup: false,
          groupMembers: [],
        },
      );
      resultados.push({ usuario: user.name, sucesso: true, posicao: joined.position, erro: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.kind === 'not-found') throw error;
      resultados.push({ usuario: user.name, sucesso: false, posicao: null, erro: error.message });
    }
  }
  return resultados;
}
