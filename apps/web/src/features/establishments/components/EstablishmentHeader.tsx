import { establishmentDisplayName } from '@vez/domain';
import type { ReactNode } from 'react';
import type { EstablishmentSummary } from '../api/establishments-api';
import { addressOf } from './address-of';
import styles from './EstablishmentDetailPage.module.css';
import { EstablishmentImage } from './EstablishmentImage';

interface EstablishmentHeaderProps {
  establishment: EstablishmentSummary;
  /** Said where the establishment wrote no description; nothing at all when absent. */
  noDescription?: string;
  /** More facts after the address, as `<div><dt/><dd/></div>`. */
  facts?: ReactNode;
}

/** An establishment's picture, category, name, description and address: the top of both its pages. */
export function EstablishmentHeader({ establishment, noDescription, facts }: EstablishmentHeaderProps) {
  const name = establishmentDisplayName(establishment);
  const description = establishment.descricao || noDescription;
  return (
    <header className={styles.header}>
      <div className={styles.picture}>
        <EstablishmentImage name={name} url={establishment.imagem_url ?? null} variant="detail" eager />
      </div>
      <div className={styles.headerText}>
        {establishment.categoria && <span className={styles.category}>{establishment.categoria}</span>}
        <h1>{name}</h1>
        {description && <p className={styles.description}>{description}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>Endereço</dt>
            <dd>{addressOf(establishment)}</dd>
          </div>
          {facts}
        </dl>
      </div>
    </header>
  );
}
