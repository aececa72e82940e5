import { randomBytes } from 'node:crypto';
import {
  estimatedWaitMinutes,
  estimatedWaitRange,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  JOIN_CODE_NOT_FOUND,
  JOIN_CODE_OUTDATED,
  JOIN_LINK_PATH,
  type JoinCode,
  type JoinCodePicture,
  normalizeJoinCode,
} from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { retryWhileBusy } from '../../../database/retry-while-busy';
import { isUniqueViolation } from '../../../repositories/unique-violation';
import { gone, notFound } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { displayNameOf } from '../../establishments/display-name';
import type { LinkBase } from '../../links/resolve-link-base';
import { loadOwnedQueue } from '../queue-access';
import { toQueueView } from '../queue-views';
import { waitBasisOf } from '../waits/wait-basis';

type Services = Pick<AppServices, 'queues' | 'joinCodes' | 'database' | 'clock'>;

/** 40 random bits as 8 characters of Crockford's base32 (decision 026). */
export function newJoinCode(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = JOIN_CODE_LENGTH - 1; i >= 0; i--)
    code += JOIN_CODE_ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** The link a poster's QR opens: on the base a phone can reach (decision 064). */
export function joinLinkOf(base: LinkBase, code: string): string {
  return `${base.url}${JOIN_LINK_PATH}${code}`;
}

function viewOf(base: LinkBase, row: { code: string; created_at: number }): JoinCode {
  return {
    codigo: row.code,
    link: joinLinkOf(base, row.code),
    origemDoLink: base.origin,
    criadoEm: new Date(row.created_at).toISOString(),
  };
}

/**
 * Writes a new current code for the queue, retiring the one it had when `retire` is set. A clash (the
 * same random code twice, or a concurrent call that made the queue's code first) is simply tried again:
 * the database keeps one current code per queue.
 */
async function writeCode(services: Services, queueId: number, retire: boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryWhileBusy(() =>
        services.database.db.transaction().execute(async (trx) => {
          const now = services.clock.now();
          if (retire) await services.joinCodes.retireCurrent(queueId, now, trx);
          else {
            // Made meanwhile by another request: that one is the queue's code.
            const current = await services.joinCodes.currentOf(queueId, trx);
            if (current) return current;
          }
          const row = { code: newJoinCode(), queue_id: queueId, created_at: now };
          await services.joinCodes.insert(row, trx);
          return row;
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The owner's current code, made on first use: every queue has a link from the moment it is asked for. */
export async function currentJoinCode(
  services: Services,
  caller: Authenticated,
  queueId: number,
  base: LinkBase,
): Promise<JoinCode> {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const current = await services.joinCodes.currentOf(queue.id);
  return viewOf(base, current ?? (await writeCode(services, queue.id, false)));
}

/** 'Gerar novo código': the printed posters of the old code stop working (they answer 410). */
export async function regenerateJoinCode(
  services: Services,
  caller: Authenticated,
  queueId: number,
  base: LinkBase,
): Promise<JoinCode> {
  const queue = await loadOwnedQueue(services, caller, queueId);
  return viewOf(base, await writeCode(services, queue.id, true));
}

/** The owner's queue, its establishment's name and its current link: what the poster prints. */
export async function posterSubject(
  services: Services & Pick<AppServices, 'establishments'>,
  caller: Authenticated,
  queueId: number,
  base: LinkBase,
) {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const current =
    (await services.joinCodes.currentOf(queue.id)) ?? (await writeCode(services, queue.id, false));
  const establishment = await services.establishments.findById(queue.establishment_id);
  return {
    link: joinLinkOf(base, current.code),
    queueName: queue.name,
    establishmentName: establishment ? displayNameOf(establishment) : '',
  };
}

/**
 * What a link shows to anyone: the queue as its own page shows it (decision 023: the same wait basis and
 * range) and the establishment's public name. No person appears in it.
 */
export async function joinCodePicture(
  services: Pick<AppServices, 'queues' | 'joinCodes' | 'establishments'>,
  rawCode: string,
): Promise<JoinCodePicture> {
  const code = normalizeJoinCode(rawCode);
  const row = code ? await services.joinCodes.find(code) : undefined;
  if (!row) throw notFound(JOIN_CODE_NOT_FOUND);
  if (row.retired_at !== null) throw gone(JOIN_CODE_OUTDATED);
  const queue = await services.queues.findById(row.queue_id);
  const establishment = queue && (await services.establishments.findById(queue.establishment_id));
  // A deleted establishment's queues are closed and its name anonymised (decision 017): nothing to show.
  if (!queue || !establishment || establishment.deleted_at !== null) throw notFound(JOIN_CODE_NOT_FOUND);
  const wait = await waitBasisOf(services, queue);
  const view = toQueueView(queue, wait);
  // Whoever joins now takes the next free position.
  const position = queue.occupied_positions + 1;
  return {
    codigo: row.code,
    fila: {
      id: view.id,
      nome: view.nome,
      descricao: view.descricao ?? '',
      status: view.status,
      abre_em: view.abre_em,
      clientes_na_fila: view.clientes_na_fila,
      posicoes_ocupadas: view.posicoes_ocupadas,
      tempo_medio_espera: view.tempo_medio_espera,
      tempo_medio_baseado_em: view.tempo_medio_baseado_em,
      tempo_medio_faixa: view.tempo_medio_faixa,
      espera_estimada: estimatedWaitMinutes(position, wait.minutes),
      espera_estimada_faixa: estimatedWaitRange(position, wait.range),
    },
    estabelecimento: { id: establishment.id, nome: displayNameOf(establishment) },
  };
}
