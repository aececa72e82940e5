import {
  broadcastOf,
  CALLED_STATE_MINUTES,
  estimatedWaitMinutes,
  estimatedWaitRange,
  type GuestTicket,
  NOTICE_AHEAD_DEFAULT,
} from '@vez/domain';
import type { AppServices } from '../../app-services';
import { gone, notFound } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { ticketPlace } from '../queues/joining/ticket-place';
import { waitBasisOf } from '../queues/waits/wait-basis';
import { pointField } from '../service-points/point-of-call';
import { macMatches, readGuestToken } from './guest-link';

export const TICKET_LINK_NOT_FOUND = 'Senha não encontrada. Confira o link ou entre na fila de novo.';

type Services = Pick<AppServices, 'tickets' | 'queues' | 'clock' | 'config'>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const TICKET_MOVED_TO_ACCOUNT =
  'Esta senha passou para uma conta Vez. Quem criou a conta acompanha a senha em Minhas Filas. Se não foi você, fale com o estabelecimento.';

/**
 * The guest's ticket its link opens; the same answer for a malformed, unknown or erased link. A ticket
 * moved into an account ('Criar conta e manter meu lugar') says so: whoever still holds the old link
 * learns where it went instead of thinking it was lost.
 */
export async function findGuestTicket(services: LinkServices, token: string | undefined) {
  const row = await lookUpGuestTicket(services, token);
  if (!row) throw notFound(TICKET_LINK_NOT_FOUND);
  if (row.client_id !== null) throw gone(TICKET_MOVED_TO_ACCOUNT);
  return row;
}

type LinkServices = Pick<AppServices, 'tickets' | 'config'>;

/** The ticket a link names, whoever holds it now; none for a malformed, unknown or erased link. */
export async function lookUpGuestTicket(services: LinkServices, token: string | undefined) {
  const parts = readGuestToken(token);
  if (!parts) return undefined;
  if ('legacyHash' in parts) return services.tickets.findByLinkHash(parts.legacyHash);
  const row = await services.tickets.findGuestTicketById(parts.ticketId);
  // An erased ticket has no salt: its link opens nothing, as an unknown one.
  return row?.link_salt && macMatches(services.config.jwtSecret, parts.ticketId, row.link_salt, parts.mac)
    ? row
    : undefined;
}

type GuestRow = Awaited<ReturnType<typeof findGuestTicket>>;

function situationOf(row: GuestRow, now: number): GuestTicket['situacao'] {
  if (row.status === 'waiting') return 'aguardando';
  if (row.status === 'left') return 'saiu';
  if (row.status === 'closed') return 'encerrado';
  if (row.no_show_at !== null) return 'nao_compareceu';
  const calledAt = row.recalled_at ?? row.called_at ?? 0;
  return now - calledAt < CALLED_STATE_MINUTES * 60_000 ? 'chamado' : 'atendido';
}

/** `GET /api/senha`: the guest's page, as Minhas Filas shows an account's ticket (decision 068). */
export async function getGuestTicket(services: Services, token: string | undefined): Promise<GuestTicket> {
  const row = await findGuestTicket(services, token);
  const situation = situationOf(row, services.clock.now());
  let place = { position: 0, letter: '', minutes: 0, range: null as [number, number] | null, basedOn: 0 };
  if (situation === 'aguardando') {
    const [{ position, letter }, wait] = await Promise.all([
      ticketPlace(services, { queueId: row.queue_id, slot: row.slot, seq: row.seq }),
      waitBasisOf(services, { id: row.queue_id, minutes_per_position: row.minutes_per_position }),
    ]);
    place = {
      position,
      letter,
      minutes: estimatedWaitMinutes(position, wait.minutes),
      range: estimatedWaitRange(position, wait.range),
      basedOn: wait.basedOn,
    };
  }
  return {
    ticketId: row.ticket_id,
    nome: row.name,
    tamanhoGrupo: row.group_size,
    origem: row.origin,
    situacao: situation,
    posicao: place.position,
    letra: place.letter,
    esperaMinutos: place.minutes,
    esperaFaixa: place.range,
    esperaBaseadaEm: place.basedOn,
    pessoasNaFila: row.waiting_people,
    entrouEm: new Date(row.joined_at).toISOString(),
    chamadoEm: iso(row.called_at),
    chamadoNovamenteEm: iso(row.recalled_at),
    // Where the call sent the guest (issue 37); absent for a call without a service point.
    ...pointField(row),
    encerradoEm: iso(row.left_at ?? row.closed_at),
    avisarQuandoFaltarem: row.notice_ahead ?? NOTICE_AHEAD_DEFAULT,
    temCelular: row.phone !== '',
    fila: {
      id: row.queue_id,
      nome: row.queue_name,
      status: row.queue_status,
      estabelecimentoId: row.establishment_id,
      estabelecimentoNome: displayNameOf(row),
    },
    aviso: broadcastOf(row),
    versao: row.queue_version,
  };
}
