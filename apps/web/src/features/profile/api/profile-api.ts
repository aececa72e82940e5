import type {
  ClientProfile,
  EstablishmentCategory,
  EstablishmentPageLink,
  EstablishmentProfile,
  UserType,
} from '@vez/domain';
import { apiRequest, type DownloadedFile, getBlob } from '../../../lib/api/client';

/** GET /api/users/{id}: the client's own record (the profile's fields plus the birth date). */
export interface ClientProfileData {
  id: number;
  nome_usuario: string;
  cpf: string | null;
  data_nascimento: string | null;
  telefone_usuario: string | null;
  email_usuario: string;
  cep_usuario: string | null;
  endereco_usuario: string | null;
  numero_usuario: string | null;
  bairro_usuario: string | null;
  cidade_usuario: string | null;
  uf_usuario: string | null;
}

/** GET /api/establishments/{id} as its owner sees it (the profile's fields plus the picture). */
export interface EstablishmentProfileData {
  id: number;
  nome_empresa: string;
  /** Null without one: clients then read the legal name (decision 056). */
  nome_fantasia: string | null;
  cnpj: string | null;
  telefone_empresa: string | null;
  cep_empresa: string | null;
  endereco_empresa: string | null;
  numero_empresa: string | null;
  bairro_empresa: string | null;
  cidade_empresa: string | null;
  uf_empresa: string | null;
  descricao_empresa: string | null;
  email_empresa: string;
  categoria: EstablishmentCategory | null;
  /** A versioned path (`...?v=etag`), or null without a picture. */
  imagem_url: string | null;
}

interface Saved<T> {
  success: true;
  message: string;
  data: T;
}

interface Done {
  success: true;
  message: string;
}

/** Each role's account lives under its own prefix; the prefix also picks the token (decision 007). */
export function accountPath(role: UserType, id: number): string {
  return role === 'cliente' ? `/api/users/${id}` : `/api/establishments/${id}`;
}

export function fetchClientProfile(id: number, signal?: AbortSignal) {
  return apiRequest<{ data: ClientProfileData }>(accountPath('cliente', id), { signal }).then((r) => r.data);
}

export function saveClientProfile(id: number, values: ClientProfile) {
  return apiRequest<Saved<ClientProfileData>>(accountPath('cliente', id), { method: 'PUT', body: values });
}

export function fetchEstablishmentProfile(id: number, signal?: AbortSignal) {
  return apiRequest<{ data: EstablishmentProfileData }>(accountPath('estabelecimento', id), {
    role: 'estabelecimento',
    signal,
  }).then((r) => r.data);
}

/** 'Link da sua página': the public page's link on the poster's base, with where its address came from. */
export function fetchPageLink(id: number, signal?: AbortSignal) {
  return apiRequest<{ data: EstablishmentPageLink }>(`/api/establishments/${id}/page-link`, {
    role: 'estabelecimento',
    signal,
  }).then((r) => r.data);
}

/** JSON, or multipart with the file `imagem_empresa` when a new picture was chosen. */
export function saveEstablishmentProfile(id: number, values: EstablishmentProfile, image: File | null) {
  let body: unknown = values;
  if (image) {
    const form = new FormData();
    for (const [field, value] of Object.entries(values)) {
      if (value !== undefined && value !== null) form.append(field, String(value));
    }
    form.append('imagem_empresa', image, image.name);
    body = form;
  }
  return apiRequest<Saved<EstablishmentProfileData>>(accountPath('estabelecimento', id), {
    method: 'PUT',
    role: 'estabelecimento',
    body,
  });
}

export function removeEstablishmentImage(id: number) {
  return apiRequest<Done>(`${accountPath('estabelecimento', id)}/image`, {
    method: 'DELETE',
    role: 'estabelecimento',
  });
}

export function deleteAccount(role: UserType, id: number) {
  return apiRequest<Done>(accountPath(role, id), { method: 'DELETE', role });
}

/** 'Baixar meus dados': everything we hold about the account, as a JSON file (LGPD portability). */
export function exportAccountData(role: UserType, id: number): Promise<DownloadedFile> {
  return getBlob(`${accountPath(role, id)}/export`, { role });
}

/** Revokes every session of the account, this one included. */
export function logoutEverywhere(role: UserType) {
  return apiRequest<Done>('/api/auth/logout-all', { method: 'POST', role });
}

/** Sends the logged-in account the link to change its password. */
export function requestPasswordChange(role: UserType) {
  return apiRequest<Done>('/api/auth/forgot-password-fixed', { method: 'POST', role });
}
