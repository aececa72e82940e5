import type { LoginResponse, RegisterClient, RegisterEstablishment, UserType } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export interface MessageResponse {
  success: true;
  message: string;
}

export function login(role: UserType, email: string, password: string): Promise<LoginResponse> {
  return role === 'cliente'
    ? apiRequest('/api/auth/login/user', {
        method: 'POST',
        body: { email_usuario: email, senha_usuario: password },
      })
    : apiRequest('/api/auth/login/establishment', {
        method: 'POST',
        body: { email_empresa: email, senha_empresa: password },
      });
}

/** Logout acts on one role explicitly: with both logged in, the page path must not decide. */
export function logout(role: UserType): Promise<MessageResponse> {
  return apiRequest('/api/auth/logout', { method: 'POST', role });
}

/** The client payload as sent: digits for documents, the birth date as its 8 typed digits. */
export type RegisterClientPayload = Omit<RegisterClient, 'data_nascimento'> & { data_nascimento: string };

export function registerClient(payload: RegisterClientPayload): Promise<MessageResponse> {
  return apiRequest('/api/auth/register/user', { method: 'POST', body: payload });
}

export function registerEstablishment(payload: RegisterEstablishment): Promise<MessageResponse> {
  return apiRequest('/api/auth/register/establishment', { method: 'POST', body: payload });
}

export interface ValidateCnpjResponse {
  success: true;
  data: { cnpj: string; razao_social: string };
}

export function validateCnpj(cnpj: string, signal?: AbortSignal): Promise<ValidateCnpjResponse> {
  return apiRequest('/api/auth/validate-cnpj', { method: 'POST', body: { cnpj }, signal });
}

export function requestPasswordReset(email: string, userType?: UserType): Promise<MessageResponse> {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: userType ? { email, userType } : { email },
  });
}

export interface ResetTokenResponse {
  success: true;
  data: { userType: UserType };
}

export function validateResetToken(token: string, signal?: AbortSignal): Promise<ResetTokenResponse> {
  return apiRequest(`/api/auth/validate-reset-token/${encodeURIComponent(token)}`, { signal });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, password } });
}
