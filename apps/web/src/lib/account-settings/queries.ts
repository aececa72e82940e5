import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@vez/domain';
import { type AccountSettings, fetchSettings, saveSettings } from './settings-api';

export const settingsKey = (role: UserType, id: number) => ['settings', role, id] as const;

export function useAccountSettings(role: UserType, id: number) {
  return useQuery({
    queryKey: settingsKey(role, id),
    queryFn: ({ signal }) => fetchSettings(role, id, signal),
  });
}

/**
 * Saves one change at once and shows it at once (optimistic); if the server refuses or cannot be
 * reached, the switch goes back to what is stored and the caller shows the error.
 */
export function useSaveSetting(role: UserType, id: number) {
  const queryClient = useQueryClient();
  const key = settingsKey(role, id);
  return useMutation({
    mutationFn: (change: Partial<AccountSettings>) => {
      const current = queryClient.getQueryData<AccountSettings>(key);
      if (!current) throw new Error('Configurações ainda não carregadas');
      return saveSettings(role, id, { ...current, ...change });
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AccountSettings>(key);
      if (previous) queryClient.setQueryData<AccountSettings>(key, { ...previous, ...change });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
