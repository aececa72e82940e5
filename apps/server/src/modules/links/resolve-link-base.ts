import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { LinkOrigin } from '@vez/domain';
import type { AppConfig } from '../../config/config';

/** The scheme, host and port that links a phone or a TV opens start with, and where they came from. */
export interface LinkBase {
  url: string;
  origin: LinkOrigin;
}

type LinkConfig = Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>;

/** How the owner's browser reached us: Fastify's request.protocol and request.host (proxy-aware). */
interface RequestAddress {
  protocol: string;
  host: string;
}

/** host[:port] as a Host header carries it: a DNS name, an IPv4 address or a bracketed IPv6 one. */
const HOST_PORT =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Bridges, VPNs and VM networks: a phone on the shop's Wi-Fi reaches none of them. */
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vboxnet|vmnet|tun|tap|utun|wg|tailscale|zt)/i;

/** Names only this machine resolves to itself: a phone that opens them reaches the phone. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname) ||
    hostname === '0.0.0.0' ||
    hostname === '[::1]' ||
    hostname === '[::]' ||
    hostname.startsWith('[::ffff:7f')
  );
}

/**
 * This machine's IPv4 address on the local network: the first one that is neither internal nor
 * link-local, a real interface (Wi-Fi, cable) before a virtual one. Null when there is none.
 */
export function findLanAddress(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string | null {
  const candidates = Object.entries(interfaces).flatMap(([name, addresses]) =>
    (addresses ?? [])
      // Node 18.0 to 18.3 said 4 where later versions say 'IPv4'.
      .filter((a) => (a.family === 'IPv4' || (a.family as unknown) === 4) && !a.internal)
      .filter((a) => !a.address.startsWith('169.254.'))
      .map((a) => ({ address: a.address, virtual: VIRTUAL_INTERFACE.test(name) })),
  );
  return (candidates.find((c) => !c.virtual) ?? candidates[0])?.address ?? null;
}

/** The request's scheme and host as a URL, or null when the Host header is not a plain host[:port]. */
function requestOrigin({ protocol, host }: RequestAddress): URL | null {
  if ((protocol !== 'http' && protocol !== 'https') || host.length > 260 || !HOST_PORT.test(host)) {
    return null;
  }
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/** `url` with this machine's LAN address for its host, port kept; as is when there is no LAN address. */
function onTheLan(url: URL, lanAddress: () => string | null): LinkBase {
  const lan = lanAddress();
  if (lan === null) return { url: url.origin, origin: 'este-computador' };
  url.hostname = lan;
  return { url: url.origin, origin: 'rede-local' };
}

/**
 * The base of a link shown to the requester who asked for it (the owner's poster, panel and kiosk links).
 * PUBLIC_URL when configured. Otherwise (the embedded start) the address the owner's browser used, since
 * it reached this server; localhost becomes this machine's LAN address, keeping the port. The Host header
 * is the requester's to choose, but the link goes back to that requester only: a forged one misleads
 * themselves, so it is checked for shape only (decision 064).
 */
export function resolveShownLinkBase(
  config: LinkConfig,
  request: RequestAddress,
  lanAddress: () => string | null = findLanAddress,
): LinkBase {
  if (config.publicUrlConfigured) return { url: config.publicUrl, origin: 'PUBLIC_URL' };
  const url = requestOrigin(request) ?? new URL(config.publicUrl);
  return isLoopback(url.hostname) ? onTheLan(url, lanAddress) : { url: url.origin, origin: 'navegador' };
}

/**
 * The base of a link Vez sends to someone by WhatsApp or e-mail (a guest's ticket): never the Host header.
 * The recipient is a phone number or address the requester typed, so a Host of the requester's choosing
 * would let a stranger make Vez message anyone a link to any domain. PUBLIC_URL when configured, else
 * this server's own default (localhost and its port) on this machine's LAN address (decision 064).
 */
export function resolveSentLinkBase(
  config: LinkConfig,
  lanAddress: () => string | null = findLanAddress,
): LinkBase {
  if (config.publicUrlConfigured) return { url: config.publicUrl, origin: 'PUBLIC_URL' };
  // Unset, config.publicUrl is http://localhost:PORT (config.ts): a loopback name, only its port kept.
  return onTheLan(new URL(config.publicUrl), lanAddress);
}

const LAN_ADDRESS_TTL_MS = 30_000;
let lanAddressSeen: { address: string | null; at: number } | null = null;

/**
 * findLanAddress, read again at most every 30 s, for the hot paths: every join without an account builds
 * a link, and listing the network interfaces costs a system call per join; a change is seen within the TTL.
 * The owner's own links (poster, panel, counter) read it afresh.
 */
export function recentLanAddress(): string | null {
  const now = Date.now();
  if (!lanAddressSeen || now - lanAddressSeen.at > LAN_ADDRESS_TTL_MS) {
    lanAddressSeen = { address: findLanAddress(), at: now };
  }
  return lanAddressSeen.address;
}

type Log = { warn(details: object, message: string): void };

function warnWhenThisComputerOnly(base: LinkBase, log: Log): LinkBase {
  if (base.origin === 'este-computador') {
    log.warn(
      { link: base.url },
      'PUBLIC_URL não definido e nenhum endereço de rede local encontrado: o link só abre neste computador',
    );
  }
  return base;
}

/**
 * The base of a link shown to the requester (resolveShownLinkBase), saying in the log when it opens on this
 * computer only. Never for a link that is sent to someone else: linkBaseToSend.
 */
export function linkBaseToShow(
  config: LinkConfig,
  request: RequestAddress & { log: Log },
  lanAddress: () => string | null = findLanAddress,
): LinkBase {
  return warnWhenThisComputerOnly(resolveShownLinkBase(config, request, lanAddress), request.log);
}

/**
 * The base of a link sent by WhatsApp or e-mail (resolveSentLinkBase: the Host header plays no part), and
 * of the same link when the answer shows it, so what the screen shows is what was sent.
 */
export function linkBaseToSend(
  config: LinkConfig,
  request: { log: Log },
  lanAddress: () => string | null = findLanAddress,
): LinkBase {
  return warnWhenThisComputerOnly(resolveSentLinkBase(config, lanAddress), request.log);
}
