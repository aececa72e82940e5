import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationCheck,
  InviteMember,
  TeamInvitationView,
  TeamMemberView,
  TeamRole,
  TeamView,
} from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export type { InvitationCheck, TeamInvitationView, TeamMemberView, TeamView };

export const teamKeys = {
  team: ['team'] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
};

const establishment = { role: 'estabelecimento' } as const;

/** The Equipe page: the establishment's own login, its members, the pending invitations, the plan's room. */
export function useTeam() {
  return useQuery({
    queryKey: teamKeys.team,
    queryFn: ({ signal }) =>
      apiRequest<{ data: TeamView }>('/api/equipe', { ...establishment, signal }).then((r) => r.data),
  });
}

/** Every change answers with a message to show; the page reads the team again after it. */
function useTeamChange<V>(request: (variables: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team }),
  });
}

export function useInviteMember() {
  return useTeamChange((body: InviteMember) =>
    apiRequest<{ message?: string; data: TeamInvitationView }>('/api/equipe/convites', {
      ...establishment,
      method: 'POST',
      body,
    }),
  );
}

export function useResendInvitation() {
  return useTeamChange((id: number) =>
    apiRequest<{ message?: string }>(`/api/equipe/convites/${id}/reenviar`, {
      ...establishment,
      method: 'POST',
    }),
  );
}

export function useCancelInvitation() {
  return useTeamChange((id: number) =>
    apiRequest<{ message?: string }>(`/api/equipe/convites/${id}`, { ...establishment, method: 'DELETE' }),
  );
}

export function useChangeMemberRole() {
  return useTeamChange(({ id, papel }: { id: number; papel: TeamRole }) =>
    apiRequest<{ message?: string }>(`/api/equipe/membros/${id}/papel`, {
      ...establishment,
      method: 'PUT',
      body: { papel },
    }),
  );
}

export function useDeactivateMember() {
  return useTeamChange((id: number) =>
    apiRequest<{ message?: string }>(`/api/equipe/membros/${id}/desativar`, {
      ...establishment,
      method: 'POST',
    }),
  );
}

/** The invitation a link names (its secret goes in the body, never in an address a log keeps). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest<{ data: InvitationCheck }>('/api/equipe/convite/verificar', {
        method: 'POST',
        role: false,
        body: { token },
        signal,
      }).then((r) => r.data),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function acceptInvitation(token: string, senha: string) {
  return apiRequest<{ message?: string; data: { email: string } }>('/api/equipe/convite/aceitar', {
    method: 'POST',
    role: false,
    body: { token, senha },
  });
}
