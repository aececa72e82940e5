import styles from './Spinner.module.css';

interface SpinnerProps {
  size?: 'small' | 'medium';
  /** Announced to screen readers; pass '' when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ size = 'medium', label = 'Carregando...' }: SpinnerProps) {
  return (
    <span
      className={`${styles.spinner} ${styles[size]}`}
      role={label ? 'status' : undefined}
      aria-hidden={!label}
    >
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
}
