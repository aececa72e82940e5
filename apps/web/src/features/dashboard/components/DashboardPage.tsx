import { brasiliaDay } from '@vez/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { BelowTheFold } from '../../../lib/BelowTheFold';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { openQueues, useDashboardLive } from '../api/live';
import { useHourly, useQueueStats, useStats } from '../api/queries';
import { describeRange } from '../dashboard-format';
import { periodFromSearch, searchOf } from '../period';
import { AdvancedSection } from './AdvancedSection';
import styles from './Dashboard.module.css';
import { DistributionChart } from './DistributionChart';
import { ExportActions } from './ExportActions';
import { HourlyChart } from './HourlyChart';
import { PeriodPicker } from './PeriodPicker';
import { QueueQuickActions } from './QueueQuickActions';
import { StatCards } from './StatCards';
import { WaitByQueueChart } from './WaitByQueueChart';

export const DASHBOARD_ERROR = 'Erro ao carregar dados do dashboard';

/** 'Dashboard de Gerenciamento': the period's figures (docs/reports.md), live, from the real history. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const establishmentId = useSession('estabelecimento')?.id ?? 0;
  const [search, setSearch] = useSearchParams();
  // Presets are read on today's Brasília day; a page left open past midnight moves on with it.
  const today = brasiliaDay(Date.now());
  const address = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `today` re-resolves the presets at midnight
  const choice = useMemo(() => periodFromSearch(new URLSearchParams(address), Date.now()), [address, today]);
  const range = choice.range;
  const asked = range ?? { de: today, ate: today };
  const enabled = range !== null && establishmentId > 0;

  const [poll, setPoll] = useState(false);
  const stats = useStats(asked, { poll, enabled });
  const queues = useQueueStats(asked, { poll, enabled });
  const hourly = useHourly(establishmentId, asked, { poll, enabled });
  const live = useDashboardLive(queues.data ?? NO_QUEUES);
  useEffect(() => setPoll(live.poll), [live.poll]);

  const queries = [stats, queues, hourly];
  const failed = queries.some((query) => query.isError && query.data === undefined);
  const loading = queries.some((query) => query.isPending);
  const updating = live.refreshing || queries.some((query) => query.isPlaceholderData);

  let body: ReactNode;
  if (range === null) {
    body = <p className={styles.emptyBox}>Escolha um período válido para ver os números.</p>;
  } else if (failed) {
    body = (
      <ErrorState
        message={DASHBOARD_ERROR}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  } else if (loading || !stats.data || !queues.data || !hourly.data) {
    body = <LoadingState message="Carregando dados do dashboard..." />;
  } else {
    body = (
      <>
        <StatCards stats={stats.data} />
        <BelowTheFold>
          <QueueQuickActions queues={openQueues(queues.data)} onCalled={live.refreshSoon} />
          <div className={styles.charts}>
            <div className={styles.wide}>
              <HourlyChart rows={hourly.data} />
            </div>
            <WaitByQueueChart rows={queues.data} />
            <DistributionChart distribution={stats.data.distribuicao} />
          </div>
          <AdvancedSection range={range} profissional={stats.data.profissional} poll={poll} />
        </BelowTheFold>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Dashboard de Gerenciamento</h1>
          <p className={styles.lead}>
            {range ? `Período: ${describeRange(range)} (horário de Brasília)` : 'Período personalizado'}
          </p>
        </div>
        {stats.data ? (
          <ExportActions range={range} profissional={stats.data.profissional} />
        ) : (
          // Its place is kept while the figures load: on a phone the box sits above the period picker,
          // which would otherwise move down as it arrives.
          enabled && stats.isPending && <div className={styles.exportBox} aria-hidden="true" />
        )}
      </header>

      <PeriodPicker
        preset={choice.preset}
        custom={'draft' in choice ? choice.draft : choice.preset === 'personalizado' ? choice.range : null}
        errors={'errors' in choice ? choice.errors : undefined}
        onPreset={(preset) => setSearch(searchOf({ preset }))}
        onCustom={(next) => setSearch(searchOf({ preset: 'personalizado', range: next }))}
      />

      <p className={styles.updating} role="status">
        {updating ? 'Atualizando...' : ''}
      </p>

      {body}
    </div>
  );
}

const NO_QUEUES: never[] = [];
