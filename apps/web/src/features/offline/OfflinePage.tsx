import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { brasiliaDayMonth, brasiliaTime, ordinal, sameBrasiliaDay } from '../../lib/format';
import { type LastPosition, readLastPositions } from '../../lib/pwa/last-position';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './OfflinePage.module.css';

/** When the place was seen, in Brasília time like the rest of the app: the date too if not today. */
function seenAt(iso: string): string {
  const time = brasiliaTime(iso);
  if (!time) return '';
  return sameBrasiliaDay(iso, Date.now()) ? `às ${time}` : `em ${brasiliaDayMonth(iso)} às ${time}`;
}

/** Only a path of this app: ?de= comes from the address bar, so it must not send the client elsewhere. */
function retryTarget(wanted: string | null): string {
  return wanted?.startsWith('/') && !wanted.startsWith('//') ? wanted : '/';
}

/**
 * 'Sem conexão': the service worker sends a failed navigation here (sw/offline-navigation) and serves
 * the cached app for it. The places the client last saw come from this device (lib/pwa/last-position).
 */
export function OfflinePage() {
  usePageTitle('Sem conexão');
  const [params] = useSearchParams();
  const positions = readLastPositions();
  return (
    <div className={styles.page}>
      <h1>Sem conexão</h1>
      <p className={styles.lead}>
        Não foi possível falar com o Vez agora. Sua posição na fila não muda por isso: assim que a internet
        voltar, tente de novo.
      </p>
      {positions.length > 0 ? (
        <section aria-labelledby="ultimas-posicoes" className={styles.card}>
          <h2 id="ultimas-posicoes">Última posição conhecida</h2>
          <ul className={styles.list}>
            {positions.map((p) => (
              <PositionLine key={p.queueId} position={p} />
            ))}
          </ul>
          <p className={styles.note}>A fila pode ter andado desde então.</p>
        </section>
      ) : (
        <p className={styles.note}>Nenhuma posição em fila guardada neste aparelho.</p>
      )}
      <Button onClick={() => window.location.assign(retryTarget(params.get('de')))}>Tentar de novo</Button>
    </div>
  );
}

function PositionLine({ position: p }: { position: LastPosition }) {
  return (
    <li>
      <strong>{ordinal(p.position)}</strong> na fila <strong>{p.queueName}</strong>
      {p.establishment && <> ({p.establishment})</>} — {seenAt(p.at)}
    </li>
  );
}
