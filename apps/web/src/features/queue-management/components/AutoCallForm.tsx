import { zodResolver } from '@hookform/resolvers/zod';
import { autoCallConfigSchema } from '@vez/domain';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/TextField';
import { CheckboxField } from './CheckboxField';
import styles from './QueueForms.module.css';

interface AutoCallFormValues {
  ativar: boolean;
  intervalo: string;
}

export interface AutoCallConfig {
  ativar: boolean;
  intervalo: number;
}

/** The server's schema, with the interval required here: the form always shows one. */
const formSchema = autoCallConfigSchema.extend({ intervalo: autoCallConfigSchema.shape.intervalo.unwrap() });

interface AutoCallFormProps {
  id: string;
  initial: AutoCallConfig;
  onSubmit: (config: AutoCallConfig) => void;
}

export function AutoCallForm({ id, initial, onSubmit }: AutoCallFormProps) {
  const { register, handleSubmit, formState } = useForm<
    AutoCallFormValues,
    unknown,
    z.output<typeof formSchema>
  >({
    resolver: zodResolver(formSchema) as unknown as Resolver<
      AutoCallFormValues,
      unknown,
      z.output<typeof formSchema>
    >,
    defaultValues: { ativar: initial.ativar, intervalo: String(initial.intervalo) },
  });
  return (
    <form
      id={id}
      className={styles.form}
      onSubmit={handleSubmit((values) =>
        onSubmit({ ativar: values.ativar, intervalo: values.intervalo as number }),
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
        hint="De 1 a 60 minutos."
        error={formState.errors.intervalo?.message}
        {...register('intervalo')}
      />
    </form>
  );
}
