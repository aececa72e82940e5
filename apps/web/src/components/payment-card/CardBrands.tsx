import { CARD_BRAND_NAMES, type CardBrand } from '@vez/domain';
import type { ReactNode } from 'react';
import styles from './CardBrands.module.css';

const BRANDS: CardBrand[] = ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners'];

/** Simple drawn marks (no remote images: the CSP allows none), 48 × 30 each. */
const MARKS: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="30" rx="4" fill="#1a1f71" />
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="13"
        fontWeight="800"
        fontStyle="italic"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="30" rx="4" fill="#231f20" />
      <circle cx="19" cy="15" r="9" fill="#eb001b" />
      <circle cx="29" cy="15" r="9" fill="#f79e1b" />
      <path d="M24 7.4a9 9 0 0 1 0 15.2a9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="30" rx="4" fill="#2e77bc" />
      <text x="24" y="19.5" textAnchor="middle" fill="#ffffff" fontSize="11" fontWeight="800">
        AMEX
      </text>
    </>
  ),
  elo: (
    <>
      <rect width="48" height="30" rx="4" fill="#000000" />
      <circle cx="11" cy="15" r="3" fill="#ffcb05" />
      <text x="29" y="20" textAnchor="middle" fill="#ffffff" fontSize="14" fontWeight="800">
        elo
      </text>
    </>
  ),
  hipercard: (
    <>
      <rect width="48" height="30" rx="4" fill="#b3131b" />
      <text x="24" y="19" textAnchor="middle" fill="#ffffff" fontSize="9.5" fontWeight="800">
        Hiper
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="48" height="30" rx="4" fill="#ffffff" stroke="#0079be" />
      <circle cx="24" cy="15" r="9" fill="none" stroke="#0079be" strokeWidth="2.5" />
      <path d="M22 9.5v11M26 9.5v11" stroke="#0079be" strokeWidth="2" />
    </>
  ),
};

/**
 * The accepted brands as a row of marks. Once the number tells its brand, that mark is highlighted and
 * the others dimmed, and a polite status says the brand to screen-reader users.
 */
export function CardBrands({ brand }: { brand: CardBrand | null }) {
  return (
    <div className={styles.brands}>
      <ul className={styles.list} aria-label="Bandeiras aceitas">
        {BRANDS.map((item) => {
          const state = brand === null ? '' : item === brand ? styles.active : styles.dimmed;
          return (
            <li key={item} className={`${styles.brand} ${state}`}>
              <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true" focusable="false">
                {MARKS[item]}
              </svg>
              <span className="visually-hidden">{CARD_BRAND_NAMES[item]}</span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">
        {brand ? `Bandeira do cartão: ${CARD_BRAND_NAMES[brand]}` : ''}
      </p>
    </div>
  );
}
