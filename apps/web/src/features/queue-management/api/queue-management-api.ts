import type {
  CalledPoint,
  CreateQueue,
  CreateQueueInput,
  OpenQueueLimit,
  QueueEntry,
  QueueEntryMember,
  QueueView,
  RecentCallView,
  WalkIn,
  WalkInResult,
} from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

/** A queue and a waiting ticket as the owner reads them: the shared shapes of the domain. */
export type ManagedQueue = QueueView;
export type QueueClient = QueueEntry;
export type GroupMemberView = QueueEntryMember;

export interface WaitTime {
  /** Today's served and their real mean wait, the dashboard's definition; `periodo` is today. */
  fila: {
    tempoMedio: number | null;
    totalAtendidos: number;
    tempoEstimado: number;
    periodo: { de: string; ate: string };
  };
  intervalo: {
    medio: number | null;
    medioSegundos: number | null;
    totalCalculados: number;
    chamadasConsideradas: number;
  };
  /** Minutes per position exactly as the clients are told it (decision 023). */
  estimativa: { minutos: number; baseadoEm: number; faixa: [number, number] | null };
}

export interface AutoCallStatus {
  ativa: boolean;
  intervalo: number;
  precisaChamada: boolean;
  motivo: string;
  proximaChamadaEm: string | null;
  proximoCliente: { nome: string } | null;
  totalClientes: number;
}

interface Data<T> {
  data: T;
}

export interface MessageResult {
  message: string;
}

/** Gerenciar Filas' list, with the plan's limit of open queues it comes with (null: not told). */
export interface OwnQueues {
  filas: ManagedQueue[];
  limite: OpenQueueLimit | null;
}

export async function fetchOwnQueues(establishmentId: number): Promise<OwnQueues> {
  const body = await apiRequest<Data<ManagedQueue[]> & { limiteFilasAbertas?: OpenQueueLimit }>(
    `/api/queues/establishment/${establishmentId}`,
    { role: 'estabelecimento' },
  );
  return { filas: body.data, limite: body.limiteFilasAbertas ?? null };
}

export async function fetchQueue(queueId: number): Promise<ManagedQueue> {
  const body = await apiRequest<Data<ManagedQueue>>(`/api/queues/${queueId}`, { role: 'estabelecimento' });
  return body.data;
}

export async function fetchQueueClients(queueId: number): Promise<QueueClient[]> {
  // The owner's token makes the server include contact data (the query flag keeps the original call's shape).
  const body = await apiRequest<Data<{ clients: QueueClient[] }>>(
    `/api/queues/${queueId}/clients?isEstablishment=true`,
    { role: 'estabelecimento' },
  );
  return body.data.clients;
}

export async function fetchWaitTime(queueId: number): Promise<WaitTime> {
  const body = await apiRequest<Data<{ tempoEspera: WaitTime }>>(`/api/queues/${queueId}/tempo-espera`, {
    role: 'estabelecimento',
  });
  return body.data.tempoEspera;
}

export async function fetchAutoCallStatus(queueId: number): Promise<AutoCallStatus> {
  const body = await apiRequest<Data<AutoCallStatus>>(`/api/queues/${queueId}/chamada-automatica/status`, {
    role: 'estabelecimento',
  });
  return body.data;
}

export function createQueue(input: CreateQueueInput): Promise<MessageResult & Data<ManagedQueue>> {
  return apiRequest('/api/queues', { method: 'POST', body: input, role: 'estabelecimento' });
}

/** What 'Editar Fila' may change; the fields left out keep their values on the server. */
export type QueueSettings = Pick<
  CreateQueue,
  | 'nome'
  | 'descricao'
  | 'tipo_fila'
  | 'limitar_fila'
  | 'max_integrantes'
  | 'tempo_estimado'
  | 'valor_avancos'
  | 'permitir_convidados'
  | 'convidado_precisa_celular'
> &
  Partial<Pick<CreateQueue, 'horario_abertura'>>;

export function updateQueue(
  queueId: number,
  settings: QueueSettings,
): Promise<MessageResult & Data<ManagedQueue>> {
  return apiRequest(`/api/queues/${queueId}`, { method: 'PUT', body: settings, role: 'estabelecimento' });
}

export function changeQueueStatus(queueId: number, status: 'ativa' | 'pausada'): Promise<MessageResult> {
  return apiRequest(`/api/queues/${queueId}/status`, {
    method: 'PUT',
    body: { status },
    role: 'estabelecimento',
  });
}

export function closeQueue(queueId: number): Promise<MessageResult> {
  return apiRequest(`/api/queues/${queueId}`, { method: 'DELETE', role: 'estabelecimento' });
}

/**
 * 'Adicionar pessoa' at the counter (decision 068): a person without an account, marked BALCÃO. The answer
 * carries the ticket page's link, and the same link as a QR code for the person to scan from the screen.
 */
export function addWalkIn(
  queueId: number,
  person: WalkIn,
  attempt: string,
): Promise<MessageResult & Data<WalkInResult>> {
  return apiRequest(`/api/queues/${queueId}/balcao`, {
    method: 'POST',
    body: person,
    role: 'estabelecimento',
    idempotencyKey: attempt,
  });
}

/** 'Remover da fila': a waiting ticket leaves; whoever was behind moves up. */
export function removeFromQueue(queueId: number, ticketId: number): Promise<MessageResult> {
  return apiRequest(`/api/queues/${queueId}/tickets/${ticketId}`, {
    method: 'DELETE',
    role: 'estabelecimento',
  });
}

/** A call at the counter: who was called, their ticket (for 'Desfazer') and the point they go to. */
export interface CalledClient {
  nome: string;
  ticketId?: number;
  ponto?: CalledPoint;
}

/**
 * 'Chamar Próximo': once per `key`, so a repeated request never calls a second person (decision 051); to
 * the point this device is at when there is one (issue 37), else with no body, as before points existed.
 */
export function callNext(
  queueId: number,
  key: string,
  pointId?: number,
): Promise<MessageResult & Data<CalledClient>> {
  return apiRequest(`/api/queues/${queueId}/chamar-proximo`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
    ...(pointId === undefined ? {} : { body: { pontoId: pointId } }),
  });
}

export async function configureAutoCall(
  queueId: number,
  config: { ativar: boolean; intervalo?: number },
): Promise<MessageResult & Data<AutoCallStatus>> {
  return apiRequest(`/api/queues/${queueId}/chamada-automatica/configurar`, {
    method: 'POST',
    body: config,
    role: 'estabelecimento',
  });
}

export function executeAutoCall(queueId: number, key: string): Promise<MessageResult & Data<CalledClient>> {
  return apiRequest(`/api/queues/${queueId}/chamada-automatica/executar`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
  });
}

/** The clients called in the last minutes, newest first, for 'Não compareceu'. */
export async function fetchRecentCalls(queueId: number): Promise<RecentCallView[]> {
  const body = await apiRequest<Data<RecentCallView[]>>(`/api/queues/${queueId}/chamados-recentes`, {
    role: 'estabelecimento',
  });
  return body.data;
}

export function markNoShow(
  queueId: number,
  ticketId: number,
  key: string,
): Promise<MessageResult & Data<RecentCallView>> {
  return apiRequest(`/api/queues/${queueId}/tickets/${ticketId}/nao-compareceu`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
  });
}

/** 'Desfazer' of a call, seconds after it: the person goes back to their place (decision 051). */
export function undoCall(
  queueId: number,
  ticketId: number,
  key: string,
): Promise<MessageResult & Data<CalledClient>> {
  return apiRequest(`/api/queues/${queueId}/tickets/${ticketId}/desfazer-chamada`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
  });
}

/** 'Desfazer' of a 'Não compareceu', seconds after it: the call stands again. */
export function undoNoShow(
  queueId: number,
  ticketId: number,
  key: string,
): Promise<MessageResult & Data<RecentCallView>> {
  return apiRequest(`/api/queues/${queueId}/tickets/${ticketId}/desfazer-nao-compareceu`, {
    method: 'POST',
    role: 'estabelecimento',
    idempotencyKey: key,
  });
}
