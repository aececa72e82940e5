import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { countOf, formatMinutes } from '../../../lib/format';
import { useNearViewport } from '../../../lib/useNearViewport';
import { useAdvanced, usePaidAdvances } from '../api/queries';
import { formatPercent } from '../dashboard-format';
import type { DayRange } from '../period';
import { ArrivalsHeatmap } from './ArrivalsHeatmap';
import { DailyVolumeChart } from './DailyVolumeChart';
import styles from './Dashboard.module.css';
import { PaidAdvancesTable } from './PaidAdvancesTable';
import { ProfissionalTeaser } from './ProfissionalTeaser';

export const ADVANCED_ERROR = 'Erro ao carregar as estatísticas avançadas';

interface AdvancedSectionProps {
  range: DayRange;
  profissional: boolean;
  poll: boolean;
}

/** 'Estatísticas avançadas' (Profissional): abandonment, volume, arrivals, estimate accuracy, paid advances. */
export function AdvancedSection({ range, profissional, poll }: AdvancedSectionProps) {
  // Below the charts, out of a phone's first screen: its figures (the arrivals map alone is 300 cells)
  // are read and drawn as the section nears the screen, not in the page's first draw (issue 18).
  const [areaRef, near] = useNearViewport<HTMLDivElement>('400px');
  return (
    <section className={styles.section} aria-labelledby="dashboard-advanced">
      <h2 id="dashboard-advanced" className={styles.sectionTitle}>
        Estatísticas avançadas
      </h2>
      {profissional ? (
        // Until then an empty area holding their place: nothing is loading yet, so nothing says so.
        <div ref={areaRef} className={near ? undefined : styles.advancedAhead}>
          {near && <AdvancedFigures range={range} poll={poll} />}
        </div>
      ) : (
        <ProfissionalTeaser />
      )}
    </section>
  );
}

function AdvancedFigures({ range, poll }: { range: DayRange; poll: boolean }) {
  const advanced = useAdvanced(range, { poll });
  const advances = usePaidAdvances(range, { poll });
  if (advanced.isPending || advances.isPending) {
    return <LoadingState message="Carregando estatísticas avançadas..." />;
  }
  if (advanced.isError || advances.isError) {
    return (
      <ErrorState
        message={ADVANCED_ERROR}
        onRetry={() => {
          void advanced.refetch();
          void advances.refetch();
        }}
      />
    );
  }
  const { taxaAbandono, precisaoEstimativa: accuracy } = advanced.data;
  return (
    <div className={styles.advanced}>
      <dl className={`${styles.stats} ${styles.advancedStats}`}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Taxa de abandono</dt>
          <dd className={styles.statValue}>
            {taxaAbandono === null ? 'Sem dados' : formatPercent(taxaAbandono)}
          </dd>
          <dd className={styles.statNote}>Saíram da fila antes de serem chamados</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Precisão da estimativa</dt>
          {accuracy.amostras === 0 ||
          accuracy.erroMedianoMin === null ||
          accuracy.dentroDaMargemPct === null ? (
            <dd className={styles.statValue}>Sem dados</dd>
          ) : (
            <>
              <dd className={`${styles.statValue} ${styles.statValueSmall}`}>
                Erro mediano: {formatMinutes(accuracy.erroMedianoMin)}
              </dd>
              <dd className={styles.statNote}>
                Dentro de ±5 min: {formatPercent(accuracy.dentroDaMargemPct)}
              </dd>
            </>
          )}
          <dd className={styles.statNote}>
            Baseado em {countOf(accuracy.amostras, 'atendimento', 'atendimentos')}
          </dd>
        </div>
      </dl>
      <DailyVolumeChart days={advanced.data.volumePorDia} />
      <ArrivalsHeatmap cells={advanced.data.mapaChegadas} />
      <PaidAdvancesTable view={advances.data} />
    </div>
  );
}
