import type { AccountSettings, UserType } from '@vez/domain';
import { apiRequest } from '../api/client';

export type { AccountSettings };

/** The account's own settings live under its prefix, which also picks the token (decision 007). */
function settingsPath(role: UserType, id: number): string {
  return role === 'cliente' ? `/api/users/${id}/settings` : `/api/establishments/${id}/settings`;
}

export function fetchSettings(role: UserType, id: number, signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest<{ data: AccountSettings }>(settingsPath(role, id), { role, signal }).then((r) => r.data);
}

/** What each role sends: a client has no backup, an establishment no queue notices. */
export function settingsBody(role: UserType, settings: AccountSettings): Partial<AccountSettings> {
  const { notificacoes, notificacoesEmail, backupAutomatico } = settings;
  if (role !== 'cliente') return { notificacoes, notificacoesEmail, backupAutomatico };
  // The queue notices (issue 16); one the server did not send stays out (the server keeps what it has).
  const { avisoPessoas, notificacoesPush, notificacoesWhatsapp } = settings;
  return { notificacoes, notificacoesEmail, avisoPessoas, notificacoesPush, notificacoesWhatsapp };
}

export function saveSettings(
  role: UserType,
  id: number,
  settings: AccountSettings,
): Promise<AccountSettings> {
  return apiRequest<{ data: AccountSettings }>(settingsPath(role, id), {
    method: 'PUT',
    role,
    body: settingsBody(role, settings),
  }).then((r) => r.data);
}
