import type { ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldFrameProps {
  controlId: string;
  label: ReactNode;
  /** Validation message under the box; marks the box invalid. */
  error?: string | undefined;
  /** Helper or status text under the box. */
  hint?: ReactNode;
  /** Marks the box invalid even without a message of its own. */
  invalid?: boolean | undefined;
  className?: string;
  /** The control itself (input, select, textarea) and anything inside its box. */
  children: ReactNode;
}

/** The ids of the hint and error under a control, for its `aria-describedby`. */
export function describedBy(controlId: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/** What every field shares: the label, the bordered box around the control, the hint and the error. */
export function FieldFrame({
  controlId,
  label,
  error,
  hint,
  invalid,
  className = '',
  children,
}: FieldFrameProps) {
  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error || invalid ? styles.invalid : ''}`}>{children}</div>
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
