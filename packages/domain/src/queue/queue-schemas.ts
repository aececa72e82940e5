import { birthDateField, cpfField, emailField, optionalText, phoneField, requiredText } from '../auth/fields';
import { z } from '../zod';
import { DEFAULT_CALL_INTERVAL_MINUTES } from './auto-call';
import { openingTimeMinutes } from './opening';
import { DEFAULT_MAX_ADVANCES, MAX_GROUP_SIZE } from './queue-rules';

/** Request payloads of the queue routes, with the original API's field names and Portuguese messages. */

const INTERVAL_MESSAGE = 'O intervalo deve estar entre 1 e 60 minutos';
/** A queue of more people than this is a typo, and larger numbers would not fit an integer column. */
export const MAX_MEMBERS_LIMIT = 10_000;
const GROUP_SIZE_MESSAGE = `Um grupo pode ter no máximo ${MAX_GROUP_SIZE} pessoas`;

/** Forms send booleans as 'true'/'false' too; z.coerce.boolean would read 'false' as true. */
function booleanField(message = 'Valor inválido') {
  return z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: message }),
  );
}

function flag(defaultValue: boolean) {
  return booleanField().optional().default(defaultValue);
}

/** An integer that may arrive as a string from a form; '' counts as absent. */
function intField(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

export const groupMemberSchema = z.object({
  nome: requiredText('Nome do integrante obrigatório', 120),
  dataNascimento: birthDateField,
  cpf: cpfField,
});
export type GroupMember = z.output<typeof groupMemberSchema>;

export const joinQueueSchema = z
  .object({
    nome: requiredText('Nome obrigatório', 120),
    telefone: phoneField,
    email: emailField,
    isGroup: flag(false),
    groupMembers: z.array(groupMemberSchema, { error: 'Integrantes inválidos' }).optional().default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.isGroup) return;
    if (value.groupMembers.length < 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupMembers'],
        message: 'Informe ao menos um integrante do grupo',
      });
    }
    if (value.groupMembers.length > MAX_GROUP_SIZE - 1) {
      ctx.addIssue({ code: 'custom', path: ['groupMembers'], message: GROUP_SIZE_MESSAGE });
    }
    const seen = new Set<string>();
    value.groupMembers.forEach((member, index) => {
      if (seen.has(member.cpf)) {
        ctx.addIssue({
          code: 'custom',
          path: ['groupMembers', index, 'cpf'],
          message: 'CPF repetido no grupo',
        });
      }
      seen.add(member.cpf);
    });
  })
  // Members sent without isGroup are leftovers of a form: an individual ticket has no members.
  .transform((value) => (value.isGroup ? value : { ...value, groupMembers: [] }));
export type JoinQueueInput = z.input<typeof joinQueueSchema>;
export type JoinQueue = z.output<typeof joinQueueSchema>;

/** People on the ticket a join creates: the leader plus the group members. */
export function ticketSize(join: Pick<JoinQueue, 'isGroup' | 'groupMembers'>): number {
  return join.isGroup ? 1 + join.groupMembers.length : 1;
}

export const QUEUE_TYPES = ['preferencial', 'normal', 'expressa'] as const;
export type QueueType = (typeof QUEUE_TYPES)[number];

const LIMIT_MESSAGE = 'Máximo de integrantes deve ser maior que zero quando a fila é limitada';

/** Reais with at most 2 decimals; accepts '12,50' as typed in Brazil. */
const reaisField = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim();
    return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  },
  z.coerce
    .number({ error: 'Valor dos avanços inválido' })
    .gt(0, { error: 'O valor dos avanços deve ser maior que zero' })
    .max(100_000, { error: 'O valor dos avanços deve ser no máximo R$ 100.000,00' })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: 'O valor dos avanços deve ter no máximo 2 casas decimais',
    }),
);

export const createQueueSchema = z
  .object({
    nome: requiredText('Nome da fila é obrigatório', 120),
    descricao: z.preprocess((v) => (v === null ? undefined : v), optionalText(1000)),
    tipo_fila: z.enum(QUEUE_TYPES, { error: 'Tipo de fila inválido' }).optional().default('preferencial'),
    limitar_fila: flag(false),
    max_integrantes: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.coerce
          .number({ error: LIMIT_MESSAGE })
          .int({ error: 'Máximo de integrantes inválido' })
          .max(MAX_MEMBERS_LIMIT, { error: `O máximo de integrantes é ${MAX_MEMBERS_LIMIT}` })
          .nullable(),
      )
      .optional()
      .default(null),
    abrir_agora: flag(true),
    horario_abertura: z
      .preprocess(
        (v) => (v === '' || v === null || v === undefined ? '00:00' : v),
        z.string({ error: 'Horário de abertura inválido' }),
      )
      .refine((v) => openingTimeMinutes(v) !== null, { error: 'Horário de abertura inválido' })
      // Stored as HH:MM even when a database or browser sent seconds.
      .transform((v) => v.trim().slice(0, 5)),
    chamada_automatica: flag(false),
    intervalo_chamada: intField(INTERVAL_MESSAGE, 1, 60).optional().default(DEFAULT_CALL_INTERVAL_MINUTES),
    tempo_estimado: intField('O tempo estimado deve ser um número inteiro de minutos entre 0 e 1440', 0, 1440)
      .optional()
      .default(5),
    valor_avancos: reaisField.optional().default(10),
    max_avancos: intField('O máximo de avanços deve estar entre 1 e 20', 1, 20)
      .optional()
      .default(DEFAULT_MAX_ADVANCES),
    /** 'Permitir entrada sem cadastro' (decision 068): the QR link and kiosks may add guests. */
    permitir_convidados: flag(true),
    /** Guests from the QR link or a kiosk must give a mobile phone (the counter never has to). */
    convidado_precisa_celular: flag(true),
    estabelecimento_id: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.limitar_fila && !(value.max_integrantes !== null && value.max_integrantes > 0)) {
      ctx.addIssue({ code: 'custom', path: ['max_integrantes'], message: LIMIT_MESSAGE });
    }
  })
  // A limit that is switched off is not kept: "limited" and "has a maximum" must never disagree.
  .transform((value) => (value.limitar_fila ? value : { ...value, max_integrantes: null }));
export type CreateQueueInput = z.input<typeof createQueueSchema>;
export type CreateQueue = z.output<typeof createQueueSchema>;

export const queueStatusSchema = z.object({
  status: z.enum(['pausada', 'ativa'], { error: 'Status inválido: use pausada ou ativa' }),
});

export const autoCallConfigSchema = z.object({
  // Required: a missing flag must not silently switch automatic calls off.
  ativar: booleanField('Informe se a chamada automática deve ser ativada'),
  // Absent = keep the queue's current interval (turning calls off must not reset it).
  intervalo: intField(INTERVAL_MESSAGE, 1, 60).optional(),
});

/** Largest value of an integer id column: PostgreSQL answers more with an error, not a miss. */
const MAX_ID = 2_147_483_647;

export const advanceRequestSchema = z.object({
  queueId: intField('Fila inválida', 1, MAX_ID),
  positions: intField('Informe quantas posições deseja avançar (no mínimo 1)', 1, Number.MAX_SAFE_INTEGER),
});
