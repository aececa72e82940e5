import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ClientProfile,
  type EstablishmentProfile,
  establishmentDisplayName,
  type UserType,
} from '@vez/domain';
import { useNavigate } from 'react-router';
import { saveFile } from '../../../lib/save-file';
import { getSession, saveSession } from '../../../lib/session/session-store';
import { endLocalSession } from '../../auth';
import {
  type ClientProfileData,
  deleteAccount,
  type EstablishmentProfileData,
  exportAccountData,
  fetchClientProfile,
  fetchEstablishmentProfile,
  fetchPageLink,
  logoutEverywhere,
  removeEstablishmentImage,
  requestPasswordChange,
  saveClientProfile,
  saveEstablishmentProfile,
} from './profile-api';

export const profileKeys = {
  client: (id: number) => ['profile', 'cliente', id] as const,
  establishment: (id: number) => ['profile', 'estabelecimento', id] as const,
  pageLink: (id: number) => ['page-link', id] as const,
};

export function useClientProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.client(id),
    queryFn: ({ signal }) => fetchClientProfile(id, signal),
  });
}

export function useEstablishmentProfile(id: number) {
  return useQuery({
    queryKey: profileKeys.establishment(id),
    queryFn: ({ signal }) => fetchEstablishmentProfile(id, signal),
  });
}

export function usePageLink(id: number) {
  return useQuery({
    queryKey: profileKeys.pageLink(id),
    queryFn: ({ signal }) => fetchPageLink(id, signal),
  });
}

/** The header greets the user by the stored session's name: keep it in step with a saved profile. */
function refreshStoredSession(
  role: UserType,
  fields: {
    name: string;
    telefone: string | null;
    cidade: string | null;
    bairro: string | null;
    uf: string | null;
  },
) {
  const session = getSession(role);
  if (!session) return;
  saveSession({
    ...session,
    name: fields.name,
    telefone: fields.telefone ?? '',
    cidade: fields.cidade ?? '',
    bairro: fields.bairro ?? '',
    uf: fields.uf ?? '',
  });
}

export function useSaveClientProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ClientProfile) => saveClientProfile(id, values),
    onSuccess: (result) => {
      const data: ClientProfileData = result.data;
      queryClient.setQueryData(profileKeys.client(id), data);
      refreshStoredSession('cliente', {
        name: data.nome_usuario,
        telefone: data.telefone_usuario,
        cidade: data.cidade_usuario,
        bairro: data.bairro_usuario,
        uf: data.uf_usuario,
      });
    },
  });
}

export function useSaveEstablishmentProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: EstablishmentProfile; image: File | null }) =>
      saveEstablishmentProfile(id, values, image),
    onSuccess: (result) => {
      const data: EstablishmentProfileData = result.data;
      queryClient.setQueryData(profileKeys.establishment(id), data);
      refreshStoredSession('estabelecimento', {
        name: establishmentDisplayName(data),
        telefone: data.telefone_empresa,
        cidade: data.cidade_empresa,
        bairro: data.bairro_empresa,
        uf: data.uf_empresa,
      });
    },
    // A refused picture leaves the old one in place: read the profile again so the page shows it.
    onError: () => queryClient.invalidateQueries({ queryKey: profileKeys.establishment(id) }),
    // The list cards and the detail page show the picture and the name too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['establishments'] });
      void queryClient.invalidateQueries({ queryKey: ['establishment', id] });
    },
  });
}

export function useRemoveEstablishmentImage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeEstablishmentImage(id),
    onSuccess: () => {
      queryClient.setQueryData<EstablishmentProfileData>(profileKeys.establishment(id), (old) =>
        old ? { ...old, imagem_url: null } : old,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['establishments'] });
      void queryClient.invalidateQueries({ queryKey: ['establishment', id] });
    },
  });
}

/** After the server ended the account's sessions (or the account): forget it here and go to '/'. */
function useLeaveAccount(role: UserType) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    endLocalSession(role, '/', (to) => navigate(to, { replace: true }));
    // Nothing of the account stays in memory for whoever uses the browser next.
    queryClient.removeQueries({ queryKey: ['profile', role] });
    queryClient.removeQueries({ queryKey: ['settings', role] });
  };
}

/** 'Encerrar sessões' (logout-all): every device, this one included; then '/'. */
export function useLogoutEverywhere(role: UserType) {
  const leave = useLeaveAccount(role);
  return useMutation({ mutationFn: () => logoutEverywhere(role), onSuccess: leave });
}

/** 'Excluir conta': the caller asks for a confirmation first (docs/conventions.md); then logout and '/'. */
export function useDeleteAccount(role: UserType, id: number) {
  const leave = useLeaveAccount(role);
  return useMutation({ mutationFn: () => deleteAccount(role, id), onSuccess: leave });
}

/** 'Alterar' the password: the server e-mails the account a link to choose a new one. */
export function usePasswordChangeEmail(role: UserType) {
  return useMutation({ mutationFn: () => requestPasswordChange(role) });
}

/** 'Baixar meus dados': fetched with the account's token and saved as the server names it. */
export function useExportAccountData(role: UserType, id: number) {
  return useMutation({
    mutationFn: async () => {
      const file = await exportAccountData(role, id);
      saveFile(file.blob, file.fileName ?? `vez-meus-dados-${id}.json`);
    },
  });
}
