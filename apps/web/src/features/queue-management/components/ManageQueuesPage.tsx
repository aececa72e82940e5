import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent } from '@vez/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { listStreamPlan } from '../../../lib/live/list-stream-plan';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { readsAgain } from '../../../lib/live/reads-again';
import { useLiveQueues } from '../../../lib/live/useLiveQueues';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ServicePointsSection } from '../../service-points';
import { queueKeys, useOwnQueues } from '../api/queries';
import type { OwnQueues } from '../api/queue-management-api';
import { matchesSearch } from '../queue-format';
import { useRunsTheBusiness } from '../use-runs-the-business';
import { CreateQueueDialog } from './CreateQueueDialog';
import { HeldQueuesNotice } from './HeldQueuesNotice';
import styles from './ManageQueuesPage.module.css';
import { QueueTable } from './QueueTable';

/** Gerenciar Filas: the establishment's queues, live, with their actions. */
export function ManageQueuesPage() {
  usePageTitle('Gerenciar Filas');
  const session = useSession('estabelecimento');
  const establishmentId = session?.id ?? 0;
  const queryClient = useQueryClient();
  const owner = useRunsTheBusiness();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  // The polling depends on the stream, whose queues come from the list: the state is kept here.
  const [stream, setStream] = useState<StreamState>();

  // The plan is made from the cached list, which this render reads anyway through useOwnQueues.
  const cached = queryClient.getQueryData<OwnQueues>(queueKeys.own(establishmentId))?.filas ?? [];
  const plan = listStreamPlan(cached, stream);
  const queues = useOwnQueues(establishmentId, { enabled: establishmentId > 0, poll: plan.poll });
  const list = queues.data?.filas ?? [];
  const limit = queues.data?.limite ?? null;
  const rows = useRef(list);
  rows.current = list;

  const readListAgain = useReadAgain(queueKeys.own(establishmentId), { delay: 0 });
  const onEvent = useCallback(
    (event: QueueEvent) => {
      const held = rows.current.find((row) => row.id === event.queue.id)?.versao;
      if (readsAgain(event, held, 'applies-nothing')) void readListAgain();
    },
    [readListAgain],
  );
  const live = useLiveQueues(plan.followed, 'estabelecimento', onEvent);
  useEffect(() => setStream(live), [live]);

  const visible = useMemo(() => list.filter((queue) => matchesSearch(queue.nome, search)), [list, search]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1>Gerenciar Filas</h1>
          <p className={styles.lead}>
            {owner
              ? 'Crie, pause, chame e encerre as filas do seu estabelecimento.'
              : 'Chame, pause e reative as filas do estabelecimento.'}
          </p>
        </div>
        {owner && <Button onClick={() => setCreating(true)}>Criar Filas</Button>}
      </header>

      <HeldQueuesNotice queues={list} limit={limit} />

      <TextField
        className={styles.search}
        label="Buscar fila"
        type="search"
        placeholder="Nome da fila"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />

      {queues.isPending ? (
        <LoadingState message="Carregando filas..." />
      ) : queues.isError && !queues.data ? (
        <ErrorState
          message={errorMessage(queues.error, 'Erro ao carregar filas')}
          onRetry={() => void queues.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState message="Nenhuma fila encontrada.">
          {owner ? (
            <Button onClick={() => setCreating(true)}>Criar Primeira Fila</Button>
          ) : (
            <p>Quem é Dono cria as filas do estabelecimento.</p>
          )}
        </EmptyState>
      ) : visible.length === 0 ? (
        <EmptyState message={`Nenhuma fila encontrada para “${search.trim()}”.`}>
          <Button variant="secondary" onClick={() => setSearch('')}>
            Limpar busca
          </Button>
        </EmptyState>
      ) : (
        <QueueTable queues={visible} />
      )}

      {/* Below the queues it is about, once they are read (issue 37); naming points is a Dono's. */}
      {owner && establishmentId > 0 && queues.data && (
        <ServicePointsSection establishmentId={establishmentId} queues={list} />
      )}

      {owner && (
        <CreateQueueDialog
          open={creating}
          onClose={() => setCreating(false)}
          queues={queues.data ? list : undefined}
          limit={limit}
        />
      )}
    </div>
  );
}
