import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateQueue,
  createQueueSchema,
  QUEUE_TYPES,
  type QueueType,
  type QueueView,
} from '@vez/domain';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api/errors';
import styles from './QueueForms.module.css';

/** What the inputs hold: numbers stay text until the domain schema parses them ('12,50' reais too). */
export interface QueueFormValues {
  nome: string;
  descricao: string;
  tipo_fila: QueueType;
  limitar_fila: boolean;
  max_integrantes: string;
  abrir_agora: 'true' | 'false';
  horario_abertura: string;
  chamada_automatica: boolean;
  intervalo_chamada: string;
  tempo_estimado: string;
  valor_avancos: string;
}

/** SPEC §9 defaults: preferencial, open now (time 00:00), interval 5; the schema's 5 min and R$ 10,00. */
export const QUEUE_FORM_DEFAULTS: QueueFormValues = {
  nome: '',
  descricao: '',
  tipo_fila: 'preferencial',
  limitar_fila: false,
  max_integrantes: '',
  abrir_agora: 'true',
  horario_abertura: '00:00',
  chamada_automatica: false,
  intervalo_chamada: '5',
  tempo_estimado: '5',
  valor_avancos: '10,00',
};

const TYPE_LABELS: Record<QueueType, string> = {
  preferencial: 'Preferencial',
  normal: 'Normal',
  expressa: 'Expressa',
};
const TYPE_OPTIONS = QUEUE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/**
 * The server's own schema decides, after dropping what the form hides: a switched-off option must
 * not block the form with a value the user can no longer see. An emptied time while "Abrir no
 * horário" is chosen is an error, not a silent midnight.
 */
const formSchema = z.preprocess((v: QueueFormValues) => {
  const scheduled = v.abrir_agora === 'false';
  return {
    ...v,
    // undefined = absent: the schema then applies its default.
    max_integrantes: v.limitar_fila ? v.max_integrantes : undefined,
    horario_abertura: scheduled ? v.horario_abertura || 'inválido' : undefined,
    intervalo_chamada: v.chamada_automatica ? v.intervalo_chamada : undefined,
  };
}, createQueueSchema);

/** An open queue's settings in the form's terms, for 'Editar Fila'. */
export function queueFormValuesOf(queue: QueueView): QueueFormValues {
  const type = QUEUE_TYPES.find((value) => value === queue.tipo_fila) ?? 'preferencial';
  return {
    ...QUEUE_FORM_DEFAULTS,
    nome: queue.nome,
    descricao: queue.descricao ?? '',
    tipo_fila: type,
    limitar_fila: queue.limitar_fila,
    max_integrantes: queue.max_integrantes === null ? '' : String(queue.max_integrantes),
    chamada_automatica: queue.chamada_automatica,
    intervalo_chamada: String(queue.intervalo_chamada),
    tempo_estimado: String(queue.tempo_estimado),
    valor_avancos: (queue.valor_avancos_centavos / 100).toFixed(2).replace('.', ','),
  };
}

interface QueueSettingsFormProps {
  id: string;
  /**
   * 'edit' leaves out the opening time and the automatic calls: an open queue has its own controls for
   * those (Abrir Agora, Pausar, the gear), and two places to change one setting would disagree.
   */
  mode?: 'create' | 'edit';
  initial?: QueueFormValues;
  onSubmit: (values: CreateQueue, setError: UseFormSetError<QueueFormValues>) => void;
}

export function QueueSettingsForm({
  id,
  mode = 'create',
  initial = QUEUE_FORM_DEFAULTS,
  onSubmit,
}: QueueSettingsFormProps) {
  const { register, handleSubmit, watch, setError, formState } = useForm<
    QueueFormValues,
    unknown,
    CreateQueue
  >({ resolver: zodResolver(formSchema), defaultValues: initial });
  const creating = mode === 'create';
  const errors = formState.errors;
  const limited = watch('limitar_fila');
  const scheduled = watch('abrir_agora') === 'false';
  const autoCall = watch('chamada_automatica');

  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={handleSubmit((values) => onSubmit(values, setError))}
      noValidate
    >
      <TextField label="Nome da Fila" maxLength={120} error={errors.nome?.message} {...register('nome')} />
      <TextAreaField
        label="Descrição (opcional)"
        rows={2}
        maxLength={1000}
        error={errors.descricao?.message}
        {...register('descricao')}
      />
      <SelectField
        label="Tipo de Fila"
        options={TYPE_OPTIONS}
        error={errors.tipo_fila?.message}
        {...register('tipo_fila')}
      />

      <CheckboxField
        label="Limitar Fila"
        hint="Recusa novas entradas ao atingir o máximo de pessoas."
        {...register('limitar_fila')}
      />
      {limited && (
        <TextField
          className={styles.nested}
          label="Máximo de Integrantes"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.max_integrantes?.message}
          {...register('max_integrantes')}
        />
      )}

      {creating && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Horário de Abertura</legend>
          <div className={styles.radios}>
            <label className={styles.radio}>
              <input type="radio" value="true" {...register('abrir_agora')} />
              Abrir Agora
            </label>
            <label className={styles.radio}>
              <input type="radio" value="false" {...register('abrir_agora')} />
              Abrir no horário
            </label>
            {scheduled && (
              <TextField
                className={styles.timeField}
                label="Horário"
                type="time"
                error={errors.horario_abertura?.message}
                {...register('horario_abertura')}
              />
            )}
          </div>
        </fieldset>
      )}

      {creating && (
        <CheckboxField
          label="Habilitar chamada automática"
          hint="Chama o próximo cliente sozinho, a cada intervalo."
          {...register('chamada_automatica')}
        />
      )}
      {creating && autoCall && (
        <TextField
          className={styles.nested}
          label="Intervalo entre chamadas (minutos)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          error={errors.intervalo_chamada?.message}
          {...register('intervalo_chamada')}
        />
      )}

      <div className={styles.row}>
        <TextField
          label="Minutos por posição"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Estimativa de espera até haver chamadas."
          error={errors.tempo_estimado?.message}
          {...register('tempo_estimado')}
        />
        <TextField
          label="Valor por avanço (R$)"
          inputMode="decimal"
          hint="Preço de avançar 1 posição."
          error={errors.valor_avancos?.message}
          {...register('valor_avancos')}
        />
      </div>
    </form>
  );
}

/** SPEC §8: 'Erro ao criar fila: …' / 'Erro ao atualizar fila: …', with the server's message or 'Erro desconhecido'. */
export function queueFormErrorMessage(action: 'criar' | 'atualizar', error: unknown): string {
  const detail =
    error instanceof ApiError && (error.hasServerMessage || error.kind !== 'server')
      ? error.message
      : 'Erro desconhecido';
  return `Erro ao ${action} fila: ${detail}`;
}

/** Field names the server may point at in `errors: [{campo}]`. */
export const QUEUE_FORM_FIELDS = Object.keys(QUEUE_FORM_DEFAULTS);
