import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { formatMinutes, peopleCount, subPositionLetter } from '../../../lib/format';
import type { GroupedLineup, QueueEntry } from '../api/queue-types';
import styles from './Lineup.module.css';

/** People at a position: a group ticket counts all of its members. */
function headCount(entries: QueueEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.groupSize, 0);
}

/** 'Fila Bidimensional': the line by position, letters side by side; other people are masked by the server. */
export function Lineup({ query }: { query: UseQueryResult<GroupedLineup> }) {
  return (
    <section className={styles.lineup} aria-labelledby="fila-bidimensional">
      <h2 id="fila-bidimensional" className={styles.title}>
        Fila Bidimensional
      </h2>
      {query.isPending ? (
        <LoadingState message="Carregando a fila..." />
      ) : query.isError ? (
        <ErrorState message="Erro ao carregar dados da fila" onRetry={() => void query.refetch()} />
      ) : (
        <Positions grouped={query.data.groupedClients} />
      )}
    </section>
  );
}

function Positions({ grouped }: { grouped: GroupedLineup['groupedClients'] }) {
  const positions = Object.keys(grouped)
    .map(Number)
    .sort((a, b) => a - b);
  if (positions.length === 0) return <EmptyState message="Ninguém na fila ainda" />;
  return (
    <ol className={styles.positions}>
      {positions.map((position) => {
        const entries = grouped[position] ?? [];
        return (
          <li key={position} className={styles.position} aria-label={`Posição ${position}`}>
            <div className={styles.positionHead}>
              <span className={styles.positionNumber}>{position}º</span>
              <span className={styles.headCount}>{peopleCount(headCount(entries))}</span>
            </div>
            <ul className={styles.entries}>
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function EntryCard({ entry }: { entry: QueueEntry }) {
  return (
    <li className={`${styles.entry} ${entry.isMe ? styles.me : ''}`}>
      <span className={styles.letter}>{subPositionLetter(entry.subPosition)}</span>
      <div className={styles.entryBody}>
        <p className={styles.name}>
          {entry.nome}
          {entry.isMe && <span className={styles.youBadge}>Você</span>}
          {entry.paidAdvance && <span className={styles.paidBadge}>Avançou</span>}
        </p>
        {entry.isGroupLeader && (
          <p className={styles.detail}>
            Grupo de {entry.groupSize} pessoas
            {entry.groupMembers.length > 0 && `: ${entry.groupMembers.map((m) => m.nome).join(', ')}`}
          </p>
        )}
        {entry.isMe && entry.email && <p className={styles.detail}>{entry.email}</p>}
        <p className={styles.detail}>
          {entry.position === 1 && entry.subPosition === 'a'
            ? 'Próximo a ser chamado'
            : `~${formatMinutes(entry.estimatedWaitMinutes)}`}
        </p>
      </div>
    </li>
  );
}
