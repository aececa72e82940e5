import { zodResolver } from '@hookform/resolvers/zod';
import { autoCallConfigSchema } from '@vez/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useForm } from '../../../components/form/use-form';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { TextField } from '../../../components/ui/TextField';
import styles from './QueueForms.module.css';

interface AutoCallFormValues {
  ativar: boolean;
  intervalo: string;
}

export interface AutoCallConfig {
  ativar: boolean;
  /** Absent when switching off: the queue keeps the interval it had. */
  intervalo?: number;
}

/** Switching on needs an interval (the field always shows one); switching off ignores it. */
const switchOnSchema = autoCallConfigSchema.extend({
  intervalo: autoCallConfigSchema.shape.intervalo.unwrap(),
});
const switchOffSchema = autoCallConfigSchema.pick({ ativar: true });
type FormOutput = z.output<typeof autoCallConfigSchema>;
const resolveOn = zodResolver(switchOnSchema) as unknown as Resolver<AutoCallFormValues, unknown, FormOutput>;
const resolveOff = zodResolver(switchOffSchema) as unknown as Resolver<
  AutoCallFormValues,
  unknown,
  FormOutput
>;
const resolver: Resolver<AutoCallFormValues, unknown, FormOutput> = (values, context, options) =>
  (values.ativar ? resolveOn : resolveOff)(values, context, options);

interface AutoCallFormProps {
  id: string;
  initial: AutoCallConfig;
  onSubmit: (config: AutoCallConfig) => void;
}

export function AutoCallForm({ id, initial, onSubmit }: AutoCallFormProps) {
  const { register, handleSubmit, formState, watch } = useForm<AutoCallFormValues, unknown, FormOutput>({
    resolver,
    defaultValues: { ativar: initial.ativar, intervalo: String(initial.intervalo ?? '') },
  });
  const switchedOn = watch('ativar');
  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        onSubmit(
          values.intervalo === undefined ? { ativar: false } : { ativar: true, intervalo: values.intervalo },
        ),
      )}
      noValidate
    >
      <CheckboxField
        label="Ativar chamada automática"
        hint="Enquanto a fila estiver ativa e houver clientes, o próximo é chamado a cada intervalo."
        {...register('ativar')}
      />
      <TextField
        label="Intervalo entre chamadas (minutos)"
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        hint={switchedOn ? 'De 1 a 60 minutos.' : 'Usado quando a chamada automática estiver ativada.'}
        error={switchedOn ? formState.errors.intervalo?.message : undefined}
        {...register('intervalo')}
        disabled={!switchedOn}
      />
    </form>
  );
}
