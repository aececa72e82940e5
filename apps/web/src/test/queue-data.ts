import type { QueueEntry, QueueView } from '@vez/domain';

/** A queue as the server lists it (to its owner and, with the client's own fields added, to a client). */
export function queueOf(overrides: Partial<QueueView> = {}): QueueView {
  return {
    id: 1,
    nome: 'Corte de cabelo',
    descricao: 'Corte com lavagem',
    status: 'ativa',
    tipo_fila: 'preferencial',
    limitar_fila: false,
    max_integrantes: null,
    abrir_agora: true,
    horario_abertura: '00:00',
    abre_em: null,
    chamada_automatica: false,
    intervalo_chamada: 5,
    tempo_estimado: 20,
    tempo_medio_espera: 20,
    tempo_medio_baseado_em: 0,
    tempo_medio_faixa: null,
    valor_avancos: 10,
    permitir_convidados: true,
    convidado_precisa_celular: true,
    valor_avancos_centavos: 1000,
    max_avancos: 8,
    clientes_na_fila: 0,
    total_clientes: 0,
    posicoes_ocupadas: 0,
    stats: { totalClients: 0, totalTickets: 0 },
    estabelecimento_id: 7,
    criada_em: '2026-01-01T09:00:00.000Z',
    aviso: null,
    versao: 1,
    ...overrides,
  };
}

/** A waiting ticket as its queue's owner reads it. */
export function clientOf(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return {
    id: 1,
    nome: 'Bruno Carvalho',
    email: 'bruno@example.com',
    telefone: '11987654321',
    position: 1,
    subPosition: 'a',
    paidAdvance: false,
    isGroupLeader: false,
    groupSize: 1,
    groupMembers: [],
    estimatedWaitMinutes: 0,
    isMe: false,
    entrouEm: '2026-01-01T12:00:00.000Z',
    origem: 'conta',
    ...overrides,
  };
}
