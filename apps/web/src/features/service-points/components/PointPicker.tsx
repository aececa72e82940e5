import type { ServicePoint } from '@vez/domain';
import { SelectField } from '../../../components/ui/SelectField';
import styles from './ServicePoints.module.css';

interface PointPickerProps {
  points: ServicePoint[];
  point: ServicePoint | null;
  onChoose: (pointId: number | null) => void;
}

/**
 * 'Você está em' beside 'Chamar Próximo' (issue 37): the point this device calls to, remembered on it.
 * Drawn only when some point serves the queue, so a counter without points sees nothing new.
 */
export function PointPicker({ points, point, onChoose }: PointPickerProps) {
  if (points.length === 0) return null;
  return (
    <SelectField
      className={styles.picker}
      label="Você está em"
      value={point ? String(point.id) : ''}
      options={[
        { value: '', label: 'Nenhum ponto' },
        ...points.map((p) => ({ value: String(p.id), label: p.nome })),
      ]}
      onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}
