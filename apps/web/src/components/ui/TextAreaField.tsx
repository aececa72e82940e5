import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';
import { describedBy, FieldFrame } from './FieldFrame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, id, className = '', ref, ...rest }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame controlId={inputId} label={label} error={error} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, null, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
