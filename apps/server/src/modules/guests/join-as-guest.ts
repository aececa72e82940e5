import type { GuestJoin } from '@vez/domain';
import { badRequest } from '../app-error';
import type { LinkBase } from '../links/resolve-link-base';
import { type AdmitServices, admitGuest } from './admit-guest';

export const ROBOT_REFUSED = 'Não foi possível entrar na fila. Atualize a página e tente de novo.';

/** 'Entrar sem cadastro' from the QR link or the establishment's page. */
export async function joinAsGuest(
  services: AdmitServices,
  queueId: number,
  input: GuestJoin & { attempt?: string },
  base: LinkBase,
) {
  // The hidden field: a person never fills it in; a form-filling robot does.
  if (input.site !== '') throw badRequest(ROBOT_REFUSED);
  return admitGuest(
    services,
    queueId,
    {
      name: input.nome,
      phone: input.telefone,
      email: input.email,
      partySize: input.tamanhoGrupo,
      origin: 'convidado',
      consent: input.aceitaAvisos,
      attempt: input.attempt,
    },
    base,
  );
}
