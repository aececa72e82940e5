import styles from './EstablishmentImage.module.css';

interface EstablishmentImageProps {
  name: string;
  /** The picture's versioned path, or null: then a neutral placeholder of the same size. */
  url: string | null;
  /** 'card' is wide (2:1) for the list; 'detail' a 4:3 picture beside the facts (2:1 on phones). */
  variant: 'card' | 'detail';
  /** The first cards of a page are in view at once; the others load as the list scrolls. */
  eager?: boolean;
}

/**
 * An establishment's picture at a fixed aspect ratio (width and height given), so the page never shifts
 * while it loads; a placeholder takes the same room when there is none.
 */
export function EstablishmentImage({ name, url, variant, eager = false }: EstablishmentImageProps) {
  const size = variant === 'card' ? { width: 640, height: 320 } : { width: 480, height: 360 };
  const className = `${styles.frame} ${variant === 'card' ? styles.card : styles.detail}`;
  if (!url) {
    return (
      <div className={`${className} ${styles.placeholder}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M4 10v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9" />
          <path d="M3 10 5 4h14l2 6c0 1.1-.9 2-2 2s-2-.9-2-2c0 1.1-.9 2-2 2s-2-.9-2-2c0 1.1-.9 2-2 2s-2-.9-2-2c0 1.1-.9 2-2 2s-2-.9-2-2Z" />
          <path d="M10 20v-5h4v5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt={name}
      {...size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
