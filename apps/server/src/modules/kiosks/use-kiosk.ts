import { estimatedWaitMinutes, KIOSK_REVOKED, type KioskJoin, type KioskView } from '@vez/domain';
import QRCode from 'qrcode';
import type { AppServices } from '../../app-services';
import { badRequest, notFound } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { type AdmitServices, admitGuest } from '../guests/admit-guest';
import { ROBOT_REFUSED } from '../guests/join-as-guest';
import type { LinkBase } from '../links/resolve-link-base';
import { waitBasisOf } from '../queues/waits/wait-basis';
import { hashKioskToken } from './manage-kiosks';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function kioskOf(services: Pick<AppServices, 'kiosks'>, token: string) {
  const kiosk = TOKEN_SHAPE.test(token) ? await services.kiosks.findByHash(hashKioskToken(token)) : undefined;
  if (!kiosk) throw notFound(KIOSK_REVOKED);
  return kiosk;
}

/** `GET /api/quiosques/{token}`: what the tablet at the door shows before anyone touches it. */
export async function getKiosk(
  services: Pick<AppServices, 'kiosks' | 'queues'>,
  token: string,
): Promise<KioskView> {
  const kiosk = await kioskOf(services, token);
  const queues = await services.kiosks.queuesServed(kiosk.establishment_id, kiosk.queue_id);
  return {
    estabelecimentoNome: displayNameOf(kiosk),
    filas: await Promise.all(
      queues.map(async (queue) => ({
        id: queue.id,
        nome: queue.name,
        status: queue.status,
        totalPessoas: queue.waiting_people,
        esperaMinutos: estimatedWaitMinutes(
          queue.occupied_positions + 1,
          (await waitBasisOf(services, queue)).minutes,
        ),
        aceitaConvidados: queue.guests_allowed === 1,
        precisaCelular: queue.guest_phone_required === 1,
      })),
    ),
  };
}

/**
 * 'Entrar na fila' at the kiosk: a person without an account, marked QUIOSQUE, in a queue this kiosk
 * serves (another queue answers as a missing one). The tablet shows the ticket page's link as a QR code.
 */
export async function joinAtKiosk(
  services: AdmitServices & Pick<AppServices, 'kiosks'>,
  token: string,
  input: KioskJoin & { attempt?: string },
  base: LinkBase,
) {
  const kiosk = await kioskOf(services, token);
  if (input.site !== '') throw badRequest(ROBOT_REFUSED);
  const queue = await services.queues.findById(input.filaId);
  const served =
    queue?.establishment_id === kiosk.establishment_id &&
    (kiosk.queue_id === null || kiosk.queue_id === queue.id);
  if (!served) throw notFound('Fila não encontrada');
  const admitted = await admitGuest(
    services,
    input.filaId,
    {
      name: input.nome,
      phone: input.telefone,
      email: '',
      partySize: input.tamanhoGrupo,
      origin: 'quiosque',
      consent: input.aceitaAvisos && input.telefone !== '',
      attempt: input.attempt,
    },
    base,
  );
  const qrCode = await QRCode.toDataURL(admitted.link, { errorCorrectionLevel: 'M', margin: 2, width: 360 });
  return { ...admitted, qrCode };
}
