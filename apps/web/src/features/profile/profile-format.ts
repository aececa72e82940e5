import {
  type ClientProfileInput,
  type EstablishmentProfileInput,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
} from '@vez/domain';
import type { ClientProfileData, EstablishmentProfileData } from './api/profile-api';

const text = (value: string | null | undefined) => value ?? '';

/** What the client form starts with: the stored record, masked as the user would type it. */
export function clientFormValues(data: ClientProfileData): ClientProfileInput {
  return {
    nome_usuario: text(data.nome_usuario),
    cpf: formatCpf(text(data.cpf)),
    telefone_usuario: formatPhone(text(data.telefone_usuario)),
    cep_usuario: formatCep(text(data.cep_usuario)),
    endereco_usuario: text(data.endereco_usuario),
    numero_usuario: text(data.numero_usuario),
    bairro_usuario: text(data.bairro_usuario),
    cidade_usuario: text(data.cidade_usuario),
    uf_usuario: text(data.uf_usuario),
  };
}

export function establishmentFormValues(data: EstablishmentProfileData): EstablishmentProfileInput {
  return {
    nome_empresa: text(data.nome_empresa),
    nome_fantasia: text(data.nome_fantasia),
    cnpj: formatCnpj(text(data.cnpj)),
    telefone_empresa: formatPhone(text(data.telefone_empresa)),
    cep_empresa: formatCep(text(data.cep_empresa)),
    endereco_empresa: text(data.endereco_empresa),
    numero_empresa: text(data.numero_empresa),
    bairro_empresa: text(data.bairro_empresa),
    cidade_empresa: text(data.cidade_empresa),
    uf_empresa: text(data.uf_empresa),
    descricao_empresa: text(data.descricao_empresa),
    categoria: data.categoria ?? '',
  };
}

/** The fields each form sends, for putting the server's per-field messages in place. */
export const CLIENT_FIELDS = Object.keys(clientFormValues({} as ClientProfileData));
export const ESTABLISHMENT_FIELDS = Object.keys(establishmentFormValues({} as EstablishmentProfileData));
