import { formatPhone } from '@vez/domain';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { SelectField } from '../../../components/ui/SelectField';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import {
  type AddResponse,
  DemoModeOffError,
  type DemoQueue,
  type TestUser,
  useAddTestUsers,
  useDemoQueues,
  useTestUsers,
} from '../api/test-page-api';
import styles from './TestPage.module.css';

const STATUS_LABELS: Record<string, string> = {
  ativa: 'ativa',
  pausada: 'pausada',
  agendada: 'agendada',
};

const queueLabel = (queue: DemoQueue) =>
  `${queue.nome} — ${queue.estabelecimento} (${STATUS_LABELS[queue.status] ?? queue.status})`;

/**
 * /teste (demonstration mode only): the test users, and a button that puts them all in a demo
 * establishment's queue, with each one's outcome.
 */
export function TestPage() {
  usePageTitle('Página de teste');
  const users = useTestUsers();
  const queues = useDemoQueues();
  const demoOff = users.error instanceof DemoModeOffError || queues.error instanceof DemoModeOffError;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Página de teste</h1>
        <p className={styles.lead}>
          Coloca os usuários de teste numa fila de demonstração, para ver a fila andar sem precisar de várias
          pessoas.
        </p>
      </header>
      {demoOff ? (
        <EmptyState message="A página de teste só existe no modo de demonstração." />
      ) : (
        <>
          <AddToQueue queues={queues} usersCount={users.data?.length ?? 0} />
          <UsersSection users={users} />
        </>
      )}
    </div>
  );
}

function UsersSection({ users }: { users: ReturnType<typeof useTestUsers> }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Usuários de teste
        </h2>
        {users.isPending ? (
          <LoadingState message="Carregando usuários..." />
        ) : users.isError ? (
          <ErrorState message="Erro ao carregar usuários" onRetry={() => void users.refetch()} />
        ) : users.data.length === 0 ? (
          <EmptyState message="Nenhum usuário de teste cadastrado." />
        ) : (
          <UsersTable users={users.data} />
        )}
      </section>
    </Card>
  );
}

function UsersTable({ users }: { users: TestUser[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} aria-label="Lista de usuários de teste" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Nome</th>
            <th scope="col">Telefone</th>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.nome_usuario}</td>
              <td>{user.telefone_usuario ? formatPhone(user.telefone_usuario) : '—'}</td>
              <td>{user.email_usuario}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AddToQueue({
  queues,
  usersCount,
}: {
  queues: ReturnType<typeof useDemoQueues>;
  usersCount: number;
}) {
  const titleId = useId();
  const add = useAddTestUsers();
  const [chosen, setChosen] = useState('');
  const list = queues.data ?? [];
  const queueId = chosen || (list[0] ? String(list[0].id) : '');

  let body: ReactNode;
  if (queues.isPending) body = <LoadingState message="Carregando filas de demonstração..." />;
  else if (queues.isError)
    body = (
      <ErrorState
        message={errorMessage(queues.error, 'Erro ao carregar as filas de demonstração')}
        onRetry={() => void queues.refetch()}
      />
    );
  else if (list.length === 0)
    body = <EmptyState message="Nenhuma fila aberta nos estabelecimentos de demonstração." />;
  else
    body = (
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (queueId) add.mutate(Number(queueId));
        }}
      >
        <SelectField
          className={styles.queueSelect}
          label="Fila de demonstração"
          options={list.map((queue) => ({ value: String(queue.id), label: queueLabel(queue) }))}
          value={queueId}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button type="submit" loading={add.isPending} disabled={usersCount === 0}>
          {add.isPending ? 'Adicionando...' : 'Adicionar usuários na fila'}
        </Button>
      </form>
    );

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Adicionar à fila
        </h2>
        <p className={styles.sectionText}>
          Cada usuário de teste entra na fila escolhida pelas regras normais (quem já está nela é recusado).
          Só as filas dos estabelecimentos de demonstração aparecem aqui.
        </p>
        {body}
        {(add.isError || add.data) && (
          <div className={styles.results}>
            {add.isError ? (
              <Alert tone="error">
                {add.error instanceof DemoModeOffError
                  ? add.error.message
                  : errorMessage(add.error, 'Erro ao adicionar usuários na fila')}
              </Alert>
            ) : (
              add.data && <Results response={add.data} />
            )}
          </div>
        )}
      </section>
    </Card>
  );
}

function Results({ response }: { response: AddResponse }) {
  return (
    <>
      {/* Nobody added (all already in the queue, or refused) is news, not a success. */}
      <Alert tone={response.resultados.some((r) => r.sucesso) ? 'success' : 'info'}>{response.message}</Alert>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.tableWrap} aria-label="Resultado por usuário" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Usuário</th>
              <th scope="col">Resultado</th>
              <th scope="col">Posição</th>
              <th scope="col">Erro</th>
            </tr>
          </thead>
          <tbody>
            {response.resultados.map((result, index) => (
              // The same name may appear twice among test users: the row's order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: results never reorder
              <tr key={`${result.usuario}-${index}`}>
                <td>{result.usuario}</td>
                <td className={result.sucesso ? styles.ok : styles.failed}>
                  {result.sucesso ? 'Adicionado' : 'Não adicionado'}
                </td>
                <td>{result.posicao ?? '—'}</td>
                <td>{result.erro ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
