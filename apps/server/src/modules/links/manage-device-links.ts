import { createHash, randomBytes } from 'node:crypto';
import type { CreatedDeviceLink, DeviceLinkSummary } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { DeviceLinksRepository } from '../../repositories/device-links-repository';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import type { LinkBase } from './resolve-link-base';

/**
 * Device links: a link a device at the shop opens without a login, the TV panel (decision 027) and the
 * kiosk tablet (decision 068). The owner makes, lists and revokes both the same way; a kind brings its
 * repository, the page its link opens and its own words.
 */
export interface DeviceLinkKind<S> {
  linksOf: (services: S) => DeviceLinksRepository;
  /** The web page the link opens, as in `/painel/{token}`. */
  page: string;
  /** A revoke of a link the establishment does not have. */
  notFound: string;
  /** Anyone but the establishment itself. */
  notYours: string;
}

type BaseServices = Pick<AppServices, 'queues' | 'clock'>;

/** Only the hash is stored: a leaked database opens no device (as with reset tokens). */
export function hashDeviceLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Create, list and revoke for one kind of device link. */
export function deviceLinks<S extends BaseServices>(kind: DeviceLinkKind<S>) {
  function assertSelf(caller: Authenticated, establishmentId: number) {
    if (caller.userType !== 'estabelecimento' || caller.userId !== establishmentId) {
      throw forbidden(kind.notYours);
    }
  }

  /**
   * A new link for one of the establishment's queues or (no queue) all it serves. The raw token is in
   * this answer only: the list cannot show the link again (decision 027), a lost link is revoked and a
   * new one made.
   */
  async function create(
    services: S,
    caller: Authenticated,
    establishmentId: number,
    queueId: number | null,
    base: LinkBase,
  ): Promise<CreatedDeviceLink> {
    assertSelf(caller, establishmentId);
    let queueName: string | null = null;
    if (queueId !== null) {
      const queue = await services.queues.findById(queueId);
      // Another establishment's queue answers as a missing one: its existence is not told.
      if (!queue || queue.establishment_id !== establishmentId) throw notFound('Fila não encontrada');
      queueName = queue.name;
    }
    const token = randomBytes(32).toString('base64url');
    const now = services.clock.now();
    const id = await kind.linksOf(services).insert({
      establishment_id: establishmentId,
      queue_id: queueId,
      token_hash: hashDeviceLinkToken(token),
      created_at: now,
    });
    return {
      id,
      filaId: queueId,
      filaNome: queueName,
      criadoEm: new Date(now).toISOString(),
      token,
      link: `${base.url}/${kind.page}/${token}`,
      origemDoLink: base.origin,
    };
  }

  async function list(
    services: S,
    caller: Authenticated,
    establishmentId: number,
  ): Promise<DeviceLinkSummary[]> {
    assertSelf(caller, establishmentId);
    const rows = await kind.linksOf(services).listOfEstablishment(establishmentId);
    return rows.map((row) => ({
      id: row.id,
      filaId: row.queue_id,
      filaNome: row.queue_name ?? null,
      criadoEm: new Date(Number(row.created_at)).toISOString(),
    }));
  }

  /** Revokes a link; `onRevoked` then tells the devices still showing it (the TV's open streams). */
  async function revoke(
    services: S,
    caller: Authenticated,
    establishmentId: number,
    linkId: number,
    onRevoked?: (linkId: number) => void,
  ): Promise<void> {
    assertSelf(caller, establishmentId);
    if (!(await kind.linksOf(services).delete(establishmentId, linkId))) throw notFound(kind.notFound);
    onRevoked?.(linkId);
  }

  return { create, list, revoke };
}

export type DeviceLinkUseCases<S extends BaseServices> = ReturnType<typeof deviceLinks<S>>;
