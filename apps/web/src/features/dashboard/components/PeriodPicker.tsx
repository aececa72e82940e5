import type { PeriodPreset } from '@vez/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import {
  type CustomErrors,
  type DayRange,
  type FixedPreset,
  PRESET_LABELS,
  PRESETS,
  validateCustom,
} from '../period';
import styles from './Dashboard.module.css';

interface PeriodPickerProps {
  preset: PeriodPreset;
  /** The dates in the address (a custom period), to start the fields from. */
  custom: { de: string; ate: string } | null;
  /** Errors of a custom period read from the address. */
  errors?: CustomErrors | undefined;
  onPreset: (preset: FixedPreset) => void;
  onCustom: (range: DayRange) => void;
}

/** Hoje, Ontem, Últimos 7 dias, Últimos 30 dias or two dates; the choice lives in the address. */
export function PeriodPicker({ preset, custom, errors, onPreset, onCustom }: PeriodPickerProps) {
  // The radio follows the click at once; the address (and so `preset`) follows a moment later.
  const [selected, setSelected] = useState<PeriodPreset>(preset);
  const [de, setDe] = useState(custom?.de ?? '');
  const [ate, setAte] = useState(custom?.ate ?? '');
  const [fieldErrors, setFieldErrors] = useState<CustomErrors | undefined>(undefined);
  // The address may change under the picker (back and forward): follow it.
  const customDe = custom?.de;
  const customAte = custom?.ate;
  useEffect(() => {
    setSelected(preset);
    setFieldErrors(undefined);
    if (customDe !== undefined) setDe(customDe);
    if (customAte !== undefined) setAte(customAte);
  }, [preset, customDe, customAte]);
  const shownErrors = fieldErrors ?? errors;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCustom(de, ate);
    if ('errors' in checked) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    onCustom(checked.range);
  };

  return (
    <div className={styles.periodPicker}>
      <fieldset className={styles.presets}>
        <legend className={styles.presetsLegend}>Período</legend>
        {PRESETS.map((option) => (
          <label key={option} className={`${styles.preset} ${selected === option ? styles.presetOn : ''}`}>
            <input
              type="radio"
              name="dashboard-period"
              value={option}
              checked={selected === option}
              onChange={() => {
                setSelected(option);
                if (option === 'personalizado') return;
                setFieldErrors(undefined);
                onPreset(option);
              }}
            />
            {PRESET_LABELS[option]}
          </label>
        ))}
      </fieldset>
      {selected === 'personalizado' && (
        <form className={styles.customForm} onSubmit={apply} noValidate aria-label="Período personalizado">
          <TextField
            label="De"
            type="date"
            value={de}
            max={ate || undefined}
            onChange={(event) => setDe(event.target.value)}
            error={shownErrors?.de}
          />
          <TextField
            label="Até"
            type="date"
            value={ate}
            min={de || undefined}
            onChange={(event) => setAte(event.target.value)}
            error={shownErrors?.ate}
          />
          <Button type="submit" variant="secondary">
            Aplicar
          </Button>
        </form>
      )}
    </div>
  );
}
