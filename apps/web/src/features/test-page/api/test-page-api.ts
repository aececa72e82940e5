import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';

export interface TestUser {
  id: number;
  nome_usuario: string;
  telefone_usuario: string | null;
  email_usuario: string;
}

/** A queue of the demo establishments: the only kind /teste may fill. */
export interface DemoQueue {
  id: number;
  nome: string;
  estabelecimento: string;
  status: string;
}

export interface AddResult {
  usuario: string;
  sucesso: boolean;
  posicao: number | null;
  erro: string | null;
}

export interface AddResponse {
  success: true;
  message: string;
  resultados: AddResult[];
}

/**
 * The test calls exist only in demonstration mode: without it the server answers 404
 * (or, for a path it does not know as API, the app's own page instead of JSON).
 */
export class DemoModeOffError extends Error {
  constructor() {
    super('A página de teste só existe no modo de demonstração.');
    this.name = 'DemoModeOffError';
  }
}

function isMissingRoute(error: ApiError): boolean {
  return !error.hasServerMessage || error.message.startsWith('Rota não encontrada');
}

async function demoList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  try {
    const body = await apiRequest<{ data?: unknown } | null>(path, { role: false, signal });
    if (!Array.isArray(body?.data)) throw new DemoModeOffError();
    return body.data as T[];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new DemoModeOffError();
    throw error;
  }
}

export const testPageKeys = {
  users: ['test-page', 'users'] as const,
  queues: ['test-page', 'queues'] as const,
};

export function useTestUsers() {
  return useQuery({
    queryKey: testPageKeys.users,
    queryFn: ({ signal }) => demoList<TestUser>('/usuarios', signal),
  });
}

export function useDemoQueues() {
  return useQuery({
    queryKey: testPageKeys.queues,
    queryFn: ({ signal }) => demoList<DemoQueue>('/teste/filas', signal),
  });
}

/** 'Adicionar usuários na fila': every test user joins the chosen demo queue, each with its outcome. */
export function useAddTestUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (queueId: number) => {
      try {
        return await apiRequest<AddResponse>('/teste/adicionar-usuarios-fila', {
          method: 'POST',
          role: false,
          body: { queueId },
        });
      } catch (error) {
        // The server's own 404 for a missing route; 'Fila não encontrada' is a real answer, shown as is.
        if (error instanceof ApiError && error.status === 404 && isMissingRoute(error)) {
          throw new DemoModeOffError();
        }
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: testPageKeys.queues }),
  });
}
