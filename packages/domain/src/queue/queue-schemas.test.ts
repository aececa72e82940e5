import { describe, expect, it } from 'vitest';
import {
  advanceRequestSchema,
  autoCallConfigSchema,
  createQueueSchema,
  groupMemberSchema,
  joinQueueSchema,
  queueStatusSchema,
  ticketSize,
} from './queue-schemas';

type Issues = { issues: { message: string; path: PropertyKey[] }[] };

function issues(result: { success: boolean; error?: Issues }): string[] {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

const leader = { nome: ' Ana ', telefone: '(11) 98765-4321', email: 'Ana@Exemplo.com' };
const member = (cpf: string, nome = 'Bia') => ({ nome, dataNascimento: '01/02/2010', cpf });
const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';

describe('joinQueueSchema', () => {
  it('accepts an individual join and normalises it', () => {
    const parsed = joinQueueSchema.parse(leader);
    expect(parsed).toEqual({
      nome: 'Ana',
      telefone: '11987654321',
      email: 'ana@exemplo.com',
      isGroup: false,
      groupMembers: [],
    });
    expect(ticketSize(parsed)).toBe(1);
  });

  it('accepts a group and counts the leader in its size', () => {
    const parsed = joinQueueSchema.parse({
      ...leader,
      isGroup: true,
      groupMembers: [member(CPF_A), member(CPF_B)],
    });
    expect(parsed.groupMembers[0]).toEqual({ nome: 'Bia', dataNascimento: '2010-02-01', cpf: '52998224725' });
    expect(ticketSize(parsed)).toBe(3);
  });

  it('drops members sent without isGroup', () => {
    expect(joinQueueSchema.parse({ ...leader, groupMembers: [member(CPF_A)] }).groupMembers).toEqual([]);
  });

  it('requires the leader fields', () => {
    expect(issues(joinQueueSchema.safeParse({}))).toEqual([
      'nome: Nome obrigatório',
      'telefone: Telefone obrigatório',
      'email: E-mail obrigatório',
    ]);
  });

  it('needs 1 to 7 members in a group', () => {
    expect(issues(joinQueueSchema.safeParse({ ...leader, isGroup: true }))).toEqual([
      'groupMembers: Informe ao menos um integrante do grupo',
    ]);
    const eight = Array.from({ length: 8 }, () => member(CPF_A)).map((m, i) => ({ ...m, nome: `M${i}` }));
    expect(issues(joinQueueSchema.safeParse({ ...leader, isGroup: true, groupMembers: eight }))).toContain(
      'groupMembers: Um grupo pode ter no máximo 8 pessoas',
    );
  });

  it('names the member field in the error path', () => {
    const result = joinQueueSchema.safeParse({
      ...leader,
      isGroup: true,
      groupMembers: [member(CPF_A), { nome: ' ', dataNascimento: '31/02/2010', cpf: '123' }],
    });
    // cpfField also reports its check-digit message after the length one; the first one is what forms show.
    expect(issues(result).slice(0, 3)).toEqual([
      'groupMembers.1.nome: Nome do integrante obrigatório',
      'groupMembers.1.dataNascimento: Data de nascimento inválida',
      'groupMembers.1.cpf: CPF inválido (apenas números)',
    ]);
  });

  it('refuses a CPF repeated inside the group', () => {
    const result = joinQueueSchema.safeParse({
      ...leader,
      isGroup: 'true',
      groupMembers: [member(CPF_A), member(CPF_B), member('52998224725', 'Caio')],
    });
    expect(issues(result)).toEqual(['groupMembers.2.cpf: CPF repetido no grupo']);
  });

  it('exposes the member schema on its own', () => {
    expect(groupMemberSchema.safeParse(member(CPF_B)).success).toBe(true);
  });
});

describe('createQueueSchema', () => {
  it('fills the spec defaults', () => {
    expect(createQueueSchema.parse({ nome: '  Caixa 1 ' })).toEqual({
      nome: 'Caixa 1',
      descricao: '',
      tipo_fila: 'preferencial',
      limitar_fila: false,
      max_integrantes: null,
      abrir_agora: true,
      horario_abertura: '00:00',
      chamada_automatica: false,
      intervalo_chamada: 5,
      tempo_estimado: 5,
      valor_avancos: 10,
      max_avancos: 8,
      // Guests may join, with a phone (decision 068).
      permitir_convidados: true,
      convidado_precisa_celular: true,
    });
  });

  it('coerces form strings', () => {
    const parsed = createQueueSchema.parse({
      nome: 'Caixa',
      descricao: null,
      tipo_fila: 'expressa',
      limitar_fila: 'true',
      max_integrantes: '30',
      abrir_agora: 'false',
      horario_abertura: '08:30:00',
      chamada_automatica: true,
      intervalo_chamada: '15',
      tempo_estimado: '7',
      valor_avancos: '12,50',
      max_avancos: '3',
      estabelecimento_id: 8,
    });
    expect(parsed).toMatchObject({
      descricao: '',
      limitar_fila: true,
      max_integrantes: 30,
      abrir_agora: false,
      horario_abertura: '08:30',
      intervalo_chamada: 15,
      tempo_estimado: 7,
      valor_avancos: 12.5,
      max_avancos: 3,
    });
  });

  it('requires a name after trimming', () => {
    expect(issues(createQueueSchema.safeParse({ nome: '   ' }))).toEqual([
      'nome: Nome da fila é obrigatório',
    ]);
  });

  it('requires a positive maximum only when the queue is limited', () => {
    const message = 'max_integrantes: Máximo de integrantes deve ser maior que zero quando a fila é limitada';
    expect(issues(createQueueSchema.safeParse({ nome: 'F', limitar_fila: true }))).toEqual([message]);
    expect(
      issues(createQueueSchema.safeParse({ nome: 'F', limitar_fila: true, max_integrantes: 0 })),
    ).toEqual([message]);
    expect(
      createQueueSchema.parse({ nome: 'F', limitar_fila: false, max_integrantes: 0 }).max_integrantes,
    ).toBe(null);
  });

  it('refuses out of range numbers with Portuguese messages', () => {
    const bad = (field: string, value: unknown) =>
      issues(createQueueSchema.safeParse({ nome: 'F', [field]: value }));
    expect(bad('intervalo_chamada', 0)).toEqual([
      'intervalo_chamada: O intervalo deve estar entre 1 e 60 minutos',
    ]);
    expect(bad('intervalo_chamada', '61')).toEqual([
      'intervalo_chamada: O intervalo deve estar entre 1 e 60 minutos',
    ]);
    expect(bad('intervalo_chamada', 'abc')).toEqual([
      'intervalo_chamada: O intervalo deve estar entre 1 e 60 minutos',
    ]);
    expect(bad('max_avancos', 21)).toEqual(['max_avancos: O máximo de avanços deve estar entre 1 e 20']);
    expect(bad('tempo_estimado', -1)[0]).toMatch(/^tempo_estimado: O tempo estimado/);
    expect(bad('valor_avancos', 0)).toEqual(['valor_avancos: O valor dos avanços deve ser maior que zero']);
    expect(bad('valor_avancos', 10.005)).toEqual([
      'valor_avancos: O valor dos avanços deve ter no máximo 2 casas decimais',
    ]);
    expect(bad('horario_abertura', '25:00')).toEqual(['horario_abertura: Horário de abertura inválido']);
    expect(bad('tipo_fila', 'vip')).toEqual(['tipo_fila: Tipo de fila inválido']);
  });

  it('accepts two-decimal prices despite binary floating point', () => {
    expect(createQueueSchema.parse({ nome: 'F', valor_avancos: 0.29 }).valor_avancos).toBe(0.29);
    expect(createQueueSchema.parse({ nome: 'F', valor_avancos: '1.234,56' }).valor_avancos).toBe(1234.56);
  });
});

describe('small payloads', () => {
  it('queueStatusSchema only takes pausada or ativa', () => {
    expect(queueStatusSchema.parse({ status: 'pausada' })).toEqual({ status: 'pausada' });
    for (const status of ['encerrada', 'x', undefined]) {
      expect(issues(queueStatusSchema.safeParse({ status }))).toEqual([
        'status: Status inválido: use pausada ou ativa',
      ]);
    }
  });

  it('autoCallConfigSchema needs the flag and an interval of 1..60', () => {
    expect(autoCallConfigSchema.parse({ ativar: true, intervalo: '10' })).toEqual({
      ativar: true,
      intervalo: 10,
    });
    // Without an interval the queue keeps its current one.
    expect(autoCallConfigSchema.parse({ ativar: 'false' })).toEqual({ ativar: false });
    expect(issues(autoCallConfigSchema.safeParse({ ativar: true, intervalo: 90 }))).toEqual([
      'intervalo: O intervalo deve estar entre 1 e 60 minutos',
    ]);
    expect(issues(autoCallConfigSchema.safeParse({ intervalo: 5 }))).toEqual([
      'ativar: Informe se a chamada automática deve ser ativada',
    ]);
  });

  it('advanceRequestSchema coerces a positive queue id and at least 1 position', () => {
    expect(advanceRequestSchema.parse({ queueId: '12', positions: 3 })).toEqual({
      queueId: 12,
      positions: 3,
    });
    expect(issues(advanceRequestSchema.safeParse({ queueId: 0, positions: 0 }))).toEqual([
      'queueId: Fila inválida',
      'positions: Informe quantas posições deseja avançar (no mínimo 1)',
    ]);
    expect(issues(advanceRequestSchema.safeParse({}))).toHaveLength(2);
  });
});
