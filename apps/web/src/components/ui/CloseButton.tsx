import styles from './CloseButton.module.css';

interface CloseButtonProps {
  /** Says what closes when several things on a page can be closed. */
  label: string;
  onClick: () => void;
  className?: string;
}

/** The "×" of popups and dismissible notices: a 40 px target, named for screen readers. */
export function CloseButton({ label, onClick, className = '' }: CloseButtonProps) {
  return (
    <button type="button" className={`${styles.close} ${className}`} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
