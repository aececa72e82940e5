import { z } from '../zod';

/**
 * Where the host of a link a phone or a TV opens (poster QR, TV panel) came from (decision 064):
 * - `PUBLIC_URL`: configured, the same address the e-mails use;
 * - `navegador`: PUBLIC_URL unset, the address the establishment's browser used to reach the server;
 * - `rede-local`: that address was localhost, which no phone opens: this machine's LAN address instead
 *   (a link sent by message, e.g. a guest's ticket, never uses the browser's address: always this one);
 * - `este-computador`: localhost and no LAN address found: the link opens on this computer only.
 */
export const linkOriginSchema = z
  .enum(['PUBLIC_URL', 'navegador', 'rede-local', 'este-computador'])
  .describe(
    'de onde veio o endereço do link: PUBLIC_URL; ou, sem PUBLIC_URL, o endereço usado pelo navegador, ' +
      'o endereço deste computador na rede local (no lugar de localhost) ou só este computador',
  );
export type LinkOrigin = z.output<typeof linkOriginSchema>;
