import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Checkbox.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** A line under the label saying what switching it on does. */
  hint?: string;
  /** Validation message under the label (e.g. an agreement that must be ticked); marks the box invalid. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label as a large click target (44 px), its hint and its validation message. */
export function CheckboxField({ label, hint, error, id, className = '', ref, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`${styles.checkbox} ${error ? styles.invalid : ''} ${className}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
      />
      <div>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
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
    </div>
  );
}
