import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './Field.module.css';
import { describedBy, FieldFrame } from './FieldFrame';

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
  const isInvalid = Boolean(error) || Boolean(invalid);

  return (
    <FieldFrame
      controlId={inputId}
      label={
        <>
          {label}
          {required === false && <span className={styles.optional}> (opcional)</span>}
        </>
      }
      error={error}
      hint={hint}
      invalid={invalid}
      className={className}
    >
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...inputProps}
      />
      {trailing}
    </FieldFrame>
  );
}
