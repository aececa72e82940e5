import { ESTABLISHMENT_CATEGORIES } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { EstablishmentFilters } from '../api/establishments-api';
import styles from './EstablishmentsPage.module.css';

type Choice = Pick<EstablishmentFilters, 'categoria' | 'status'>;

interface FilterDialogProps {
  open: boolean;
  current: Choice;
  onClose: () => void;
  onApply: (choice: Choice) => void;
}

const STATUSES = [
  { value: '', label: 'Todos' },
  { value: 'ativo', label: 'Ativo' },
  { value: 'inativo', label: 'Inativo' },
] as const;

export function FilterDialog({ open, current, onClose, onApply }: FilterDialogProps) {
  const [choice, setChoice] = useState<Choice>(current);
  const applied = useRef(current);
  applied.current = current;
  // Opening starts from what is applied (not an abandoned draft); re-renders while open keep the pick.
  useEffect(() => {
    if (open) setChoice(applied.current);
  }, [open]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filtrar estabelecimentos"
      size="small"
      footer={
        <>
          <Button variant="ghost" onClick={() => onApply({ categoria: '', status: '' })}>
            Limpar
          </Button>
          <Button onClick={() => onApply(choice)}>Aplicar</Button>
        </>
      }
    >
      <fieldset className={styles.radioGroup}>
        <legend>Categoria</legend>
        {['', ...ESTABLISHMENT_CATEGORIES].map((category) => (
          <label key={category || 'todas'} className={styles.radio}>
            <input
              type="radio"
              name="categoria"
              checked={choice.categoria === category}
              onChange={() => setChoice({ ...choice, categoria: category as Choice['categoria'] })}
            />
            {category || 'Todas'}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.radioGroup}>
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <label key={status.label} className={styles.radio}>
            <input
              type="radio"
              name="status"
              checked={choice.status === status.value}
              onChange={() => setChoice({ ...choice, status: status.value })}
            />
            {status.label}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
