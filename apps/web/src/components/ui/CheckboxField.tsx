import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './QueueForms.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** A line under the label saying what switching it on does. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label as a large click target (44 px), as the queue forms use them. */
export function CheckboxField({ label, hint, id, ref, ...rest }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.checkbox}>
      <input ref={ref} id={inputId} type="checkbox" aria-describedby={hintId} {...rest} />
      <div>
        <label htmlFor={inputId} className={styles.checkboxLabel}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
