import { useQuery } from '@tanstack/react-query';
import { KIOSK_REVOKED, type KioskJoinResult, type KioskQueue, type KioskView } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { formatMinutes, peopleCount } from '../../lib/format';
import { statusLabel } from '../../lib/queue-status';
import { usePageTitle } from '../../lib/usePageTitle';
import { KioskJoinForm } from './KioskJoinForm';
import styles from './KioskPage.module.css';
import { KioskTicket } from './KioskTicket';
import { fetchKiosk } from './kiosk-api';

/** The start screen reads the queues again this often: the people waiting and the wait change. */
export const KIOSK_REFRESH_MS = 30_000;

type Step =
  | { name: 'start' }
  | { name: 'form'; queue: KioskQueue }
  | { name: 'ticket'; queue: KioskQueue; result: KioskJoinResult };

/** The link was revoked (or never existed): the read answers 404 with KIOSK_REVOKED. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The kiosk at the door (issue 36, decision 068): a tablet, no login, no app shell. The establishment's
 * queues that take people without an account; 'Entrar na fila' asks a name, a phone when the queue wants
 * one, and how many people; then the place and the ticket page as a QR code for the person's phone, and
 * back to the start after KIOSK_TICKET_SECONDS (or 'Concluir') with nothing of theirs left on screen.
 */
export default function KioskPage() {
  const { token = '' } = useParams();
  const [step, setStep] = useState<Step>({ name: 'start' });
  // A join answered that the link was revoked: said at once, whatever the last read said.
  const [revokedByJoin, setRevokedByJoin] = useState(false);
  const query = useQuery<KioskView, Error>({
    queryKey: ['kiosk', token],
    queryFn: () => fetchKiosk(token),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
    refetchInterval: step.name === 'start' ? KIOSK_REFRESH_MS : false,
    refetchOnWindowFocus: false,
  });
  usePageTitle(query.data ? `Quiosque — ${query.data.estabelecimentoNome}` : 'Quiosque');

  // Each step's heading takes the focus, so a screen reader says where the person is now.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };
  const backToStart = () => {
    go({ name: 'start' });
    void query.refetch();
  };

  if (revokedByJoin || isGone(query.error)) {
    return (
      <main className={styles.kiosk}>
        <div className={styles.message} role="alert">
          <h1>Quiosque desativado</h1>
          <p>{revokedByJoin ? KIOSK_REVOKED : errorMessage(query.error, KIOSK_REVOKED)}</p>
        </div>
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className={styles.kiosk}>
        <div className={styles.message} role={query.isError ? 'alert' : 'status'}>
          {query.isError ? (
            <>
              <h1>Quiosque</h1>
              <p>{errorMessage(query.error, 'Não foi possível carregar o quiosque.')}</p>
              <Button className={styles.bigButton} onClick={() => void query.refetch()}>
                Tentar Novamente
              </Button>
            </>
          ) : (
            <p>Carregando...</p>
          )}
        </div>
      </main>
    );
  }

  const view = query.data;
  // A queue closed to people without an account is not offered here at all; the open ones come first.
  const offered = view.filas
    .filter((fila) => fila.aceitaConvidados)
    .sort((a, b) => Number(b.status === 'ativa') - Number(a.status === 'ativa'));

  return (
    <main className={styles.kiosk}>
      <header className={styles.top}>
        <h1 className={styles.establishment}>{view.estabelecimentoNome}</h1>
      </header>

      {step.name === 'start' && (
        <section className={`${styles.step} ${styles.startStep}`} aria-labelledby="kiosk-step">
          <h2 id="kiosk-step" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            {offered.length > 1 ? 'Escolha a fila' : 'Entre na fila'}
          </h2>
          <p className={styles.lead}>Sem cadastro: digite seu nome e acompanhe a sua vez pelo celular.</p>
          {offered.length === 0 ? (
            <p className={styles.empty}>
              Nenhuma fila está recebendo entradas por aqui agora. Fale com o atendimento.
            </p>
          ) : (
            <ul className={`${styles.queues} ${offered.length === 1 ? styles.single : ''}`}>
              {offered.map((fila) => (
                <QueueChoice key={fila.id} fila={fila} onChoose={() => go({ name: 'form', queue: fila })} />
              ))}
            </ul>
          )}
          {query.isRefetchError && (
            <p className={styles.stale} role="status">
              Sem conexão no momento: os números podem estar desatualizados.
            </p>
          )}
        </section>
      )}

      {step.name === 'form' && (
        <section className={styles.step} aria-labelledby="kiosk-step">
          <h2 id="kiosk-step" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            Entrar na fila <span className={styles.queueName}>{step.queue.nome}</span>
          </h2>
          <KioskJoinForm
            token={token}
            queue={step.queue}
            onCancel={backToStart}
            onJoined={(result) => go({ name: 'ticket', queue: step.queue, result })}
            onRevoked={() => setRevokedByJoin(true)}
          />
        </section>
      )}

      {step.name === 'ticket' && (
        <section className={styles.step} aria-labelledby="kiosk-step">
          <h2 id="kiosk-step" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            Você entrou na fila!
          </h2>
          <KioskTicket queueName={step.queue.nome} result={step.result} onDone={backToStart} />
        </section>
      )}
    </main>
  );
}

function QueueChoice({ fila, onChoose }: { fila: KioskQueue; onChoose: () => void }) {
  const nameId = `kiosk-queue-${fila.id}`;
  const open = fila.status === 'ativa';
  return (
    <li className={`${styles.queue} ${open ? '' : styles.queueClosed}`}>
      <h3 id={nameId} className={styles.queueTitle}>
        {fila.nome}
      </h3>
      {open ? (
        <>
          <p className={styles.queueFacts}>
            <span className={styles.fact}>
              {fila.totalPessoas === 0 ? 'Ninguém esperando' : `${peopleCount(fila.totalPessoas)} esperando`}
            </span>
            {' · '}
            <span className={styles.fact}>
              {fila.esperaMinutos > 0
                ? `Espera estimada: ${formatMinutes(fila.esperaMinutos)}`
                : 'Sem espera'}
            </span>
          </p>
          <Button className={styles.bigButton} aria-describedby={nameId} onClick={onChoose}>
            Entrar na fila
          </Button>
        </>
      ) : (
        <p className={styles.queueFacts}>
          <strong className={styles.statusWord}>{statusLabel(fila.status)}</strong>: não está recebendo
          entradas agora.
        </p>
      )}
    </li>
  );
}
