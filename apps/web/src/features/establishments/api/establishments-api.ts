import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EstablishmentCategory, establishmentDisplayName, type QueueView } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export interface EstablishmentSummary {
  id: number;
  /** The legal name (razão social); people read `establishmentDisplayName` of the two (decision 056). */
  nome_empresa: string;
  nome_fantasia: string | null;
  categoria: EstablishmentCategory | null;
  endereco_empresa: string;
  numero_empresa: string | null;
  bairro_empresa: string | null;
  cidade_empresa: string | null;
  uf_empresa: string | null;
  descricao: string | null;
  status: 'ativo' | 'inativo';
  filas: number;
  pessoas: number;
  /** The picture's versioned path (`/api/establishments/{id}/image?v=...`), or null without one. */
  imagem_url: string | null;
}

export interface EstablishmentDetail extends EstablishmentSummary {
  tempo_medio_espera: number | null;
}

export interface EstablishmentFilters {
  search: string;
  categoria: EstablishmentCategory | '';
  status: 'ativo' | 'inativo' | '';
  page: number;
}

interface Page<T> {
  data: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** The server searches, filters and pages (pages of 8, decision 011); the browser never gets everything. */
export function fetchEstablishments(filters: EstablishmentFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), limit: '8' });
  if (filters.search) query.set('search', filters.search);
  if (filters.categoria) query.set('categoria', filters.categoria);
  if (filters.status) query.set('status', filters.status);
  return apiRequest<Page<EstablishmentSummary>>(`/api/establishments?${query}`, { role: false, signal });
}

export function useEstablishments(filters: EstablishmentFilters) {
  return useQuery({
    queryKey: ['establishments', filters],
    queryFn: ({ signal }) => fetchEstablishments(filters, signal),
    // The old page stays on screen while the next one loads, instead of flashing the spinner.
    placeholderData: keepPreviousData,
  });
}

export function useEstablishment(id: number) {
  return useQuery({
    queryKey: ['establishment', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: EstablishmentDetail }>(`/api/establishments/${id}`, { role: false, signal }).then(
        (r) => r.data,
      ),
  });
}

/** The name people see of an establishment (decision 056), once its detail is read. */
export function useEstablishmentName(id: number): string | undefined {
  const query = useEstablishment(id);
  return query.data && establishmentDisplayName(query.data);
}

/**
 * The establishment's open and scheduled queues. `refetchInterval`: read again while the page is open (the
 * visitor's page, which has no live stream).
 */
export function useEstablishmentQueues(id: number, { refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: ['establishment', id, 'queues'],
    queryFn: ({ signal }) =>
      apiRequest<{ data: QueueView[] }>(`/api/establishments/${id}/queues`, { role: false, signal }).then(
        (r) => r.data,
      ),
    staleTime: 5_000,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}
