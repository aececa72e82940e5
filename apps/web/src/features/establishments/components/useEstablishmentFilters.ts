import { ESTABLISHMENT_CATEGORIES, type EstablishmentCategory } from '@vez/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EstablishmentFilters } from '../api/establishments-api';

function categoryOf(value: string | null): EstablishmentCategory | '' {
  return (ESTABLISHMENT_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as EstablishmentCategory)
    : '';
}

/**
 * Search, filters and page live in the address (`?busca=&categoria=&status=&pagina=`), so the back
 * button, a reload and a shared link all show the same list. Any change but the page goes back to page 1.
 */
export function useEstablishmentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<EstablishmentFilters>(() => {
    const status = params.get('status');
    const page = Number(params.get('pagina'));
    return {
      search: (params.get('busca') ?? '').slice(0, 100),
      categoria: categoryOf(params.get('categoria')),
      status: status === 'ativo' || status === 'inativo' ? status : '',
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<EstablishmentFilters>) => {
      const next = { ...filters, page: 1, ...change };
      const query = new URLSearchParams();
      if (next.search) query.set('busca', next.search);
      if (next.categoria) query.set('categoria', next.categoria);
      if (next.status) query.set('status', next.status);
      if (next.page > 1) query.set('pagina', String(next.page));
      setParams(query, { replace: change.page === undefined });
    },
    [filters, setParams],
  );

  return { filters, update };
}
