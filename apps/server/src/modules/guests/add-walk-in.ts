import type { WalkIn } from '@vez/domain';
import QRCode from 'qrcode';
import type { Authenticated } from '../auth/authenticate';
import type { LinkBase } from '../links/resolve-link-base';
import { loadOwnedQueue } from '../queues/queue-access';
import { type AdmitServices, admitGuest } from './admit-guest';

/**
 * 'Adicionar pessoa' at the counter (decision 068): the establishment puts someone without an account or
 * a phone in the line, marked BALCÃO. The answer carries the ticket's link as a QR code for the person to
 * scan from the counter's screen, and the link goes to their phone when they asked for it.
 */
export async function addWalkIn(
  services: AdmitServices,
  caller: Authenticated,
  queueId: number,
  input: WalkIn & { attempt?: string },
  base: LinkBase,
) {
  await loadOwnedQueue(services, caller, queueId);
  const admitted = await admitGuest(
    services,
    queueId,
    {
      name: input.nome,
      phone: input.telefone,
      email: '',
      partySize: input.tamanhoGrupo,
      origin: 'balcao',
      consent: input.enviarLink && input.telefone !== '',
      attempt: input.attempt,
    },
    base,
  );
  const qrCode = await QRCode.toDataURL(admitted.link, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { ...admitted, qrCode };
}
