import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { TextField } from '../../../components/ui/TextField';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useEstablishments } from '../api/establishments-api';
import { EstablishmentCard } from './EstablishmentCard';
import styles from './EstablishmentsPage.module.css';
import { FilterDialog } from './FilterDialog';
import { Pagination } from './Pagination';
import { useEstablishmentFilters } from './useEstablishmentFilters';

const SEARCH_DELAY_MS = 300;

export function EstablishmentsPage() {
  usePageTitle('Estabelecimentos');
  const { filters, update } = useEstablishmentFilters();
  const [search, setSearch] = useState(filters.search);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useEstablishments(filters);

  // The back button changes the address under the box: the box follows it.
  const searchInAddress = useRef(filters.search);
  useEffect(() => {
    if (filters.search === searchInAddress.current) return;
    searchInAddress.current = filters.search;
    setSearch(filters.search);
  }, [filters.search]);

  const applySearch = (value: string) => {
    searchInAddress.current = value;
    update({ search: value });
  };

  // Typing asks the server once the user pauses, not on every key.
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => {
      searchInAddress.current = search.trim();
      update({ search: search.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, update]);

  // A page past the end (an old link, a list that shrank) shows the last page instead of "nothing".
  const lastPage = query.data?.pagination.totalPages;
  useEffect(() => {
    if (lastPage && query.data?.pagination.total && filters.page > lastPage) update({ page: lastPage });
  }, [lastPage, filters.page, query.data?.pagination.total, update]);

  const chips = [
    filters.categoria && { label: filters.categoria, clear: () => update({ categoria: '' }) },
    filters.status && {
      label: filters.status === 'ativo' ? 'Ativo' : 'Inativo',
      clear: () => update({ status: '' }),
    },
  ].filter((chip): chip is { label: string; clear: () => void } => Boolean(chip));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Estabelecimentos</h1>
        <p className={styles.lead}>Encontre um lugar e entre na fila sem sair de onde está.</p>
      </header>

      <search>
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            applySearch(search.trim());
          }}
        >
          <TextField
            className={styles.search}
            label="Buscar estabelecimento"
            type="search"
            placeholder="Nome do estabelecimento"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button variant="secondary" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
            Filtros{chips.length > 0 ? ` (${chips.length})` : ''}
          </Button>
        </form>
      </search>

      {chips.length > 0 && (
        <ul className={styles.chips} aria-label="Filtros ativos">
          {chips.map((chip) => (
            <li key={chip.label}>
              <button
                type="button"
                className={styles.chip}
                onClick={chip.clear}
                aria-label={`Remover filtro ${chip.label}`}
              >
                {chip.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <FilterDialog
        open={filtersOpen}
        current={{ categoria: filters.categoria, status: filters.status }}
        onClose={() => setFiltersOpen(false)}
        onApply={(choice) => {
          setFiltersOpen(false);
          update(choice);
        }}
      />

      {query.isPending ? (
        <LoadingState message="Carregando estabelecimentos..." />
      ) : query.isError && !query.data ? (
        <ErrorState
          message="Erro ao carregar estabelecimentos. Tente novamente."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState message="Nenhum estabelecimento encontrado." />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {query.data.pagination.total === 1
              ? '1 estabelecimento encontrado'
              : `${query.data.pagination.total} estabelecimentos encontrados`}
          </p>
          <ul className={`${styles.grid} ${query.isPlaceholderData ? styles.stale : ''}`}>
            {query.data.data.map((establishment, index) => (
              // The first row is in view at once: its pictures load first, the rest as the list scrolls.
              <EstablishmentCard key={establishment.id} establishment={establishment} eager={index < 4} />
            ))}
          </ul>
          <Pagination
            page={filters.page}
            totalPages={query.data.pagination.totalPages}
            onChange={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </div>
  );
}
