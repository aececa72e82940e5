import { z } from '../zod';
import { linkOriginSchema } from './link-origin';

/**
 * Device links: a link a device at the shop opens without a login, the TV panel (decision 027) and the
 * kiosk tablet (decision 068). The owner makes, lists and revokes both the same way; only what the
 * OpenAPI document says of `filaNome` null and of the new link differs between the kinds.
 */

/**
 * `POST /api/establishments/:id/{panels|kiosks}`: one queue of the establishment, or (no filaId) every
 * queue the device serves (a panel's: all of them; a kiosk's: the open ones).
 */
export const createDeviceLinkSchema = z.object({
  filaId: z
    .number({ error: 'Fila inválida' })
    .int({ error: 'Fila inválida' })
    .min(1, { error: 'Fila inválida' })
    .max(2_147_483_647, { error: 'Fila inválida' })
    .nullish(),
});
export type CreateDeviceLinkInput = z.input<typeof createDeviceLinkSchema>;

interface DeviceLinkWords {
  /** What `filaNome` null means: the queues a link without a queue serves. */
  everyQueue: string;
  /** Where the owner takes the new link (it is shown once). */
  whereToOpen: string;
}

/**
 * A kind's summary (the link as its owner lists it: the token itself is only in the answer that created
 * it) and its created link. Each call makes schemas of their own, so each kind keeps its descriptions.
 */
function deviceLinkSchemas(words: DeviceLinkWords) {
  const summary = z.object({
    id: z.number(),
    filaId: z.number().nullable(),
    filaNome: z.string().nullable().describe(words.everyQueue),
    criadoEm: z.string().describe('data e hora ISO 8601'),
  });
  const created = summary.extend({
    token: z.string(),
    link: z.string().describe(words.whereToOpen),
    origemDoLink: linkOriginSchema,
  });
  return { summary, created };
}

/** The TV panel's (queue/panel.ts names them panelSummarySchema and createdPanelSchema). */
export const panelLinkSchemas = deviceLinkSchemas({
  everyQueue: 'null: todas as filas do estabelecimento',
  whereToOpen: 'mostrado só agora: guarde ou abra na TV',
});

/** The kiosk's (guests/kiosk.ts names them kioskSummarySchema and createdKioskSchema). */
export const kioskLinkSchemas = deviceLinkSchemas({
  everyQueue: 'null: todas as filas abertas do estabelecimento',
  whereToOpen: 'mostrado só agora: abra no tablet da entrada',
});

type DeviceLinkSchemas = ReturnType<typeof deviceLinkSchemas>;
export type DeviceLinkSummary = z.output<DeviceLinkSchemas['summary']>;
export type CreatedDeviceLink = z.output<DeviceLinkSchemas['created']>;
