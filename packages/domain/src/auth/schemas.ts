import { categoryField } from '../establishments/category-field';
import { tradeNameField } from '../establishments/establishment-names';
import { z } from '../zod';
import {
  birthDateField,
  cepField,
  cnpjField,
  cpfField,
  emailField,
  existingPasswordField,
  newPasswordField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  ufField,
} from './fields';

export const USER_TYPES = ['cliente', 'estabelecimento'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const registerClientSchema = z.object({
  nome_usuario: requiredText('Nome obrigatório', 120),
  cpf: cpfField,
  data_nascimento: birthDateField,
  telefone_usuario: phoneField,
  email_usuario: emailField,
  senha_usuario: newPasswordField,
  cep_usuario: cepField,
  endereco_usuario: requiredText('Endereço obrigatório'),
  numero_usuario: requiredText('Número obrigatório', 20),
  bairro_usuario: optionalText(120),
  cidade_usuario: requiredText('Cidade obrigatória', 120),
  uf_usuario: ufField,
});
export type RegisterClientInput = z.input<typeof registerClientSchema>;
export type RegisterClient = z.output<typeof registerClientSchema>;

export const registerEstablishmentSchema = z.object({
  nome_empresa: requiredText('Razão Social obrigatória', 160),
  // Not in the original payload: optional, the legal name is shown until one is given (decision 056).
  nome_fantasia: tradeNameField.optional().default(''),
  cnpj: cnpjField,
  // Not in the original payload; older clients that omit it get an uncategorised establishment.
  categoria: z
    .union([z.literal(''), categoryField])
    .optional()
    .default(''),
  cep_empresa: cepField,
  endereco_empresa: requiredText('Endereço obrigatório'),
  numero_empresa: optionalText(20),
  bairro_empresa: optionalText(120),
  cidade_empresa: optionalText(120),
  uf_empresa: z
    .string({ error: 'UF inválida' })
    .trim()
    .toUpperCase()
    .max(2, { error: 'UF inválida' })
    .optional()
    .default('')
    .pipe(z.union([z.literal(''), ufField])),
  telefone_empresa: optionalPhoneField,
  email_empresa: emailField,
  senha_empresa: newPasswordField,
});
export type RegisterEstablishmentInput = z.input<typeof registerEstablishmentSchema>;
export type RegisterEstablishment = z.output<typeof registerEstablishmentSchema>;

export const loginClientSchema = z.object({
  email_usuario: emailField,
  senha_usuario: existingPasswordField,
});

export const loginEstablishmentSchema = z.object({
  email_empresa: emailField,
  senha_empresa: existingPasswordField,
});

export const validateCnpjSchema = z.object({ cnpj: cnpjField });

export const forgotPasswordSchema = z.object({
  email: emailField,
  userType: z.enum(USER_TYPES, { error: 'Tipo de usuário inválido' }).optional(),
});

export const resetPasswordSchema = z.object({
  token: z.string({ error: 'Token de recuperação não encontrado' }).min(1, {
    error: 'Token de recuperação não encontrado',
  }),
  password: newPasswordField,
});
