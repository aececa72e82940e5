import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message; when present the input is marked invalid and points to it. */
  error?: string | undefined;
  /** Helper or status text under the input ("Buscando..."). */
  hint?: ReactNode;
  /** Marks the input invalid (red border) even without a message of its own. */
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Extra content inside the input box, on the right (e.g. the show-password button). */
  trailing?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  invalid,
  id,
  className = '',
  required,
  trailing,
  ref,
  ...inputProps
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <div className={`${styles.field} ${className}`}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required === false && <span className={styles.optional}> (opcional)</span>}
      </label>
      <div className={`${styles.control} ${isInvalid ? styles.invalid : ''}`}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
