import { useId } from 'react';
import styles from './SettingSwitch.module.css';

interface SettingSwitchProps {
  label: string;
  /** What switching it on does, said under the label. */
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off setting, saved as soon as it changes. */
export function SettingSwitch({ label, hint, checked, disabled = false, onChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className={styles.switchRow}>
      <div className={styles.switchText}>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        <p id={`${id}-hint`} className={styles.switchHint}>
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
