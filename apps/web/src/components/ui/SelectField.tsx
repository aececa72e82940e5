import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';
import { describedBy, FieldFrame } from './FieldFrame';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Plain strings are both value and text; pairs show a label for a stored value ('preferencial' -> 'Preferencial'). */
  options: readonly (string | { value: string; label: string })[];
  /** Shown first with an empty value, so nothing is chosen until the user picks. */
  placeholder?: string;
  error?: string | undefined;
  /** A line under the box saying what the choice means. */
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className = '',
  ref,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldFrame controlId={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={selectId}
        className={`${styles.input} ${styles.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
