import styles from './Logo.module.css';

interface LogoProps {
  size?: 'medium' | 'large';
}

/** The Vez mark: a "V" that doubles as a check, meaning "your turn has come". Decorative next to the word. */
export function Logo({ size = 'medium' }: LogoProps) {
  return (
    <span className={`${styles.logo} ${styles[size]}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M8 9l8 15 8-15" />
      </svg>
      <span className={styles.word}>Vez</span>
    </span>
  );
}
