import { estimatedWaitMinutes, type PanelCall, type PanelQueue, waitBasisLabel } from '@vez/domain';
import { useCallback, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api/errors';
import { noticeTimeText } from '../../lib/notice-time';
import { usePageTitle } from '../../lib/usePageTitle';
import { Announcer, browserVoice, callPhrase } from './announcer';
import { PanelClock } from './PanelClock';
import styles from './PanelPage.module.css';
import { usePanel } from './usePanel';

/**
 * The TV panel (issue 17, decision 027): full screen, no app shell. Shows the person just called in
 * very large type, the last calls, and per queue the people waiting and the one wait estimate; says
 * each call aloud once 'Ativar som' was pressed (the browsers' autoplay rule needs one gesture).
 */
export default function PanelPage() {
  const { token = '' } = useParams();
  const [soundOn, setSoundOn] = useState(false);
  const announcer = useRef<Announcer | null>(null);

  const onCalls = useCallback((calls: PanelCall[]) => {
    for (const call of calls) void announcer.current?.announce(callPhrase(call.nome, call.ponto));
  }, []);
  const { query, stream, revoked } = usePanel(token, onCalls);
  usePageTitle(query.data ? `Painel — ${query.data.estabelecimento}` : 'Painel');

  const enableSound = () => {
    const AudioCtx =
      window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    const audio = AudioCtx ? new AudioCtx() : null;
    void audio?.resume();
    announcer.current = new Announcer(browserVoice(audio));
    setSoundOn(true);
  };

  if (revoked) {
    return (
      <main className={styles.panel}>
        <div className={styles.message} role="alert">
          <h1>Painel desativado</h1>
          <p>{query.error?.message}</p>
        </div>
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className={styles.panel}>
        <div className={styles.message} role={query.isError ? 'alert' : 'status'}>
          {query.isError ? (
            <>
              <p>{errorMessage(query.error, 'Não foi possível carregar o painel.')}</p>
              <Button onClick={() => void query.refetch()}>Tentar Novamente</Button>
            </>
          ) : (
            <p>Carregando o painel...</p>
          )}
        </div>
      </main>
    );
  }

  const view = query.data;
  const calls = view.filas
    .flatMap((fila) => fila.chamadas.map((call) => ({ ...call, fila: fila.nome })))
    .sort(
      (a, b) =>
        Date.parse(b.chamadoNovamenteEm ?? b.chamadoEm) - Date.parse(a.chamadoNovamenteEm ?? a.chamadoEm),
    );
  const [latest, ...earlier] = calls;
  const several = view.filas.length > 1;
  const notices = view.filas.filter((fila) => fila.aviso);

  return (
    <main className={styles.panel}>
      <header className={styles.top}>
        <h1 className={styles.establishment}>{view.estabelecimento}</h1>
        <div className={styles.topRight}>
          {stream !== 'open' && (
            <span className={styles.offline} role="status">
              Reconectando...
            </span>
          )}
          {!soundOn && (
            <Button onClick={enableSound} className={styles.soundButton}>
              Ativar som
            </Button>
          )}
          <PanelClock />
        </div>
      </header>

      {notices.map((fila) => (
        <p key={fila.id} className={styles.notice} role="status">
          {several && <strong>{fila.nome}: </strong>}
          {fila.aviso?.mensagem}
          {fila.aviso && <span className={styles.noticeTime}> · {noticeTimeText(fila.aviso)}</span>}
        </p>
      ))}

      <section className={styles.now} aria-labelledby="now-title" aria-live="polite">
        <h2 id="now-title" className={styles.label}>
          Chamando agora
        </h2>
        {latest ? (
          <>
            <div className={styles.latestLine}>
              <p className={styles.latestName}>{latest.nome}</p>
              {/* Where to go, large beside the name (issue 37). */}
              {latest.ponto && <p className={styles.latestPoint}>{latest.ponto.nome}</p>}
            </div>
            <p className={styles.latestDetail}>
              {several && `${latest.fila} · `}
              {latest.pessoas > 1 ? `Grupo de ${latest.pessoas} pessoas` : 'Sua vez'}
            </p>
          </>
        ) : (
          <p className={styles.latestDetail}>Ninguém foi chamado ainda.</p>
        )}
      </section>

      <div className={styles.bottom}>
        <section aria-labelledby="earlier-title" className={styles.earlier}>
          <h2 id="earlier-title" className={styles.label}>
            Últimas chamadas
          </h2>
          {earlier.length === 0 ? (
            <p className={styles.muted}>Nenhuma chamada anterior.</p>
          ) : (
            <ol className={styles.callList}>
              {earlier.slice(0, 5).map((call) => (
                <li key={`${call.id}-${call.chamadoNovamenteEm ?? ''}`}>
                  <span>
                    {call.nome}
                    {call.ponto && <span className={styles.callPoint}> · {call.ponto.nome}</span>}
                  </span>
                  {several && <span className={styles.muted}>{call.fila}</span>}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="queues-title" className={styles.queues}>
          <h2 id="queues-title" className={styles.label}>
            {several ? 'Filas' : 'Fila'}
          </h2>
          {view.filas.length === 0 ? (
            <p className={styles.muted}>Nenhuma fila aberta.</p>
          ) : (
            <ul className={styles.queueList}>
              {view.filas.map((fila) => (
                <QueueLine key={fila.id} fila={fila} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

function QueueLine({ fila }: { fila: PanelQueue }) {
  const wait = estimatedWaitMinutes(fila.posicoesOcupadas + 1, fila.minutosPorPosicao);
  return (
    <li className={styles.queueLine}>
      <span className={styles.queueName}>{fila.nome}</span>
      <span>
        <strong>{fila.totalPessoas}</strong>{' '}
        {fila.totalPessoas === 1 ? 'pessoa esperando' : 'pessoas esperando'}
      </span>
      <span>
        Espera estimada: <strong>{wait} min</strong>{' '}
        <small className={styles.muted}>({waitBasisLabel(fila.baseadoEm)})</small>
      </span>
    </li>
  );
}
