import {
  cepField,
  cnpjField,
  cpfField,
  optionalText,
  phoneField,
  requiredText,
  ufField,
} from '../auth/fields';
import { categoryField } from '../establishments/category-field';
import { tradeNameField } from '../establishments/establishment-names';
import { noticeAheadField } from '../notifications/notice-schemas';
import { z } from '../zod';

/**
 * The profile forms (fields and messages). The server validates exactly what the form
 * validates, with the same messages; the e-mail and the password are changed elsewhere, never here.
 */
export const clientProfileSchema = z.object({
  nome_usuario: requiredText('Nome obrigatório', 120),
  cpf: cpfField,
  telefone_usuario: phoneField,
  cep_usuario: cepField,
  endereco_usuario: requiredText('Endereço obrigatório'),
  numero_usuario: requiredText('Número obrigatório', 20),
  bairro_usuario: requiredText('Bairro obrigatório', 120),
  cidade_usuario: requiredText('Cidade obrigatória', 120),
  uf_usuario: ufField,
});
export type ClientProfileInput = z.input<typeof clientProfileSchema>;
export type ClientProfile = z.output<typeof clientProfileSchema>;

export const establishmentProfileSchema = z.object({
  nome_empresa: requiredText('Razão Social obrigatória', 160),
  // '' clears it; left out (an older client's payload), the stored trade name stays.
  nome_fantasia: tradeNameField.optional(),
  cnpj: cnpjField,
  telefone_empresa: phoneField,
  cep_empresa: cepField,
  endereco_empresa: requiredText('Endereço obrigatório'),
  numero_empresa: requiredText('Número obrigatório', 20),
  bairro_empresa: requiredText('Bairro obrigatório', 120),
  cidade_empresa: requiredText('Cidade obrigatória', 120),
  uf_empresa: ufField,
  descricao_empresa: optionalText(1000),
  categoria: z.union([z.literal(''), categoryField]).optional(),
});
export type EstablishmentProfileInput = z.input<typeof establishmentProfileSchema>;
export type EstablishmentProfile = z.output<typeof establishmentProfileSchema>;

/** Image rules (an image, at most 5 MB): the server checks the content, the page the type and size first. */
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_TYPE_MESSAGE = 'Por favor, selecione apenas arquivos de imagem';
export const IMAGE_SIZE_MESSAGE = 'A imagem deve ter no máximo 5MB';

/** Configurações: stored with the account and honoured by every notification the product sends. */
export const accountSettingsSchema = z.object({
  notificacoes: z.boolean({ error: 'Valor inválido: use verdadeiro ou falso' }),
  notificacoesEmail: z.boolean({ error: 'Valor inválido: use verdadeiro ou falso' }),
  /** Establishments only: a weekly e-mail with the establishment's data as a spreadsheet. */
  backupAutomatico: z.boolean({ error: 'Valor inválido: use verdadeiro ou falso' }).optional(),
  /** Clients: the default 'Avise-me quando faltarem N pessoas' of each new ticket. */
  avisoPessoas: noticeAheadField.optional(),
  notificacoesPush: z.boolean({ error: 'Valor inválido: use verdadeiro ou falso' }).optional(),
  /** The client's consent to WhatsApp messages at the account's phone. */
  notificacoesWhatsapp: z.boolean({ error: 'Valor inválido: use verdadeiro ou falso' }).optional(),
});
export type AccountSettings = {
  notificacoes: boolean;
  notificacoesEmail: boolean;
  backupAutomatico: boolean;
  avisoPessoas: number;
  notificacoesPush: boolean;
  notificacoesWhatsapp: boolean;
};

export const DELETE_ACCOUNT_CONFIRMATION =
  'Tem certeza que deseja excluir sua conta? Esta ação não pode ser desfeita.';
export const PROFILE_SAVED_MESSAGE = 'Dados atualizados com sucesso!';
export const PASSWORD_EMAIL_SENT_MESSAGE =
  'Email de alteração de senha enviado! Verifique sua caixa de entrada.';
