import { establishmentDisplayName } from '@vez/domain';
import { Link } from 'react-router';
import { countOf, peopleCount } from '../../../lib/format';
import type { EstablishmentSummary } from '../api/establishments-api';
import { addressOf } from './address-of';
import { EstablishmentImage } from './EstablishmentImage';
import styles from './EstablishmentsPage.module.css';

export function EstablishmentCard({
  establishment: e,
  eager = false,
}: {
  establishment: EstablishmentSummary;
  eager?: boolean;
}) {
  const active = e.status === 'ativo';
  const name = establishmentDisplayName(e);
  return (
    <li className={styles.card}>
      <Link to={`/cliente/estabelecimentos/${e.id}`} state={{ establishment: e }} className={styles.cardLink}>
        <EstablishmentImage name={name} url={e.imagem_url ?? null} variant="card" eager={eager} />
        <div className={styles.cardTop}>
          {e.categoria && <span className={styles.category}>{e.categoria}</span>}
          <span className={`${styles.status} ${active ? styles.statusOn : styles.statusOff}`}>
            {active ? 'Ativo' : 'Inativo'}
          </span>
        </div>
        <h2 className={styles.cardTitle}>{name}</h2>
        {active && <p className={styles.activeNote}>Estabelecimento ativo</p>}
        <p className={styles.address}>{addressOf(e)}</p>
        <dl className={styles.figures}>
          <div>
            <dt>Filas disponíveis</dt>
            <dd>{countOf(e.filas, 'fila', 'filas')}</dd>
          </div>
          <div>
            <dt>Na fila agora</dt>
            <dd>{peopleCount(e.pessoas)}</dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}
