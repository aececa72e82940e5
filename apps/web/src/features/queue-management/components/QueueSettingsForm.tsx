import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateQueue, createQueueSchema, QUEUE_TYPES, type QueueType } from '@vez/domain';
import { useId } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { useForm } from '../../../components/form/use-form';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import styles from './QueueForms.module.css';
import { QUEUE_FORM_DEFAULTS, type QueueFormValues } from './queue-form-values';

const TYPE_LABELS: Record<QueueType, string> = {
  preferencial: 'Preferencial',
  normal: 'Normal',
  expressa: 'Expressa',
};
const TYPE_OPTIONS = QUEUE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
/** What each type is for. The type names the queue; every type calls in order of arrival. */
const TYPE_HINTS: Record<QueueType, string> = {
  preferencial:
    'Para o público com prioridade por lei: idosos, gestantes, pessoas com deficiência ou com criança de colo.',
  normal: 'Para o atendimento geral, sem prioridade.',
  expressa: 'Para atendimentos rápidos, como retiradas ou poucos itens.',
};
const TYPE_ORDER_NOTE = 'O tipo identifica a fila; a ordem de chamada é a mesma em todos.';

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

interface QueueSettingsFormProps {
  id: string;
  /**
   * 'edit' leaves out the automatic calls (the gear has them: two places for one setting would disagree)
   * and offers the opening time only to a queue still waiting for it ('Abre às', from `initial`).
   */
  mode?: 'create' | 'edit';
  initial?: QueueFormValues;
  /** Why 'Abrir Agora' cannot be chosen (the plan's limit is full): the option is shown disabled, with it. */
  openNowUnavailable?: string;
  onSubmit: (values: CreateQueue, setError: UseFormSetError<QueueFormValues>) => void;
}

export function QueueSettingsForm({
  id,
  mode = 'create',
  initial = QUEUE_FORM_DEFAULTS,
  openNowUnavailable,
  onSubmit,
}: QueueSettingsFormProps) {
  const openNowNoteId = useId();
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
  const type = watch('tipo_fila');
  const guestsAllowed = watch('permitir_convidados');

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
        hint={`${TYPE_HINTS[type] ?? ''} ${TYPE_ORDER_NOTE}`.trim()}
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
            <label className={`${styles.radio} ${openNowUnavailable ? styles.radioUnavailable : ''}`}>
              <input
                type="radio"
                value="true"
                disabled={Boolean(openNowUnavailable)}
                aria-describedby={openNowUnavailable ? openNowNoteId : undefined}
                {...register('abrir_agora')}
              />
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
          {openNowUnavailable && (
            <p id={openNowNoteId} className={styles.radioNote}>
              {openNowUnavailable}
            </p>
          )}
        </fieldset>
      )}
      {!creating && scheduled && (
        <TextField
          label="Abre às"
          type="time"
          hint="A fila abre sozinha nesse horário (de Brasília)."
          error={errors.horario_abertura?.message}
          {...register('horario_abertura')}
        />
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

      <CheckboxField
        label="Permitir entrada sem cadastro"
        hint="Quem escaneia o cartaz ou usa o quiosque da entrada entra só com o nome, sem criar conta. No balcão você sempre pode adicionar uma pessoa."
        {...register('permitir_convidados')}
      />
      {/* Kept as it was while guests are off: switching them on again brings back the same rule. */}
      <CheckboxField
        className={styles.nested}
        label="Exigir celular de quem entra sem cadastro"
        hint={
          guestsAllowed
            ? 'Para avisar pelo WhatsApp quando a vez estiver chegando. No balcão o celular é sempre opcional.'
            : 'Vale quando a entrada sem cadastro está permitida.'
        }
        disabled={!guestsAllowed}
        {...register('convidado_precisa_celular')}
      />

      <div className={styles.row}>
        <TextField
          label="Estimativa por posição (min)"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Vale até haver chamadas; depois, o intervalo medido entre elas."
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
