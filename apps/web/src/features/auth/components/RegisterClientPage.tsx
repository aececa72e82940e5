import { onlyDigits } from '@vez/domain';
import type { z } from 'zod';
import { ClientFields } from '../../../components/form/ClientFields';
import { applyServerFieldErrors, looseForm } from '../../../components/form/form-helpers';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address';
import { registerClient } from '../api/auth-api';
import { emptyValues, REGISTER_CLIENT_FIELDS as FIELDS } from '../forms/auth-form-fields';
import type { registerClientFormSchema as formSchema } from '../forms/register-client-form-schema';
import { NewPasswordFieldset } from './NewPasswordFieldset';
import { RegistrationForm, useRegistration } from './RegistrationForm';

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/register-client-form-schema').then((m) => m.registerClientFormSchema),
);

export function RegisterClientPage() {
  usePageTitle('Criar conta de cliente');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: emptyValues(FIELDS),
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;
  const registration = useRegistration({
    send: registerClient,
    loginPath: '/login',
    emailOf: (values) => values.email_usuario,
    onRefused: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  const onSubmit = handleSubmit(({ confirmar_senha: _confirm, ...values }) =>
    // The birth date goes as its typed digits (DDMMAAAA): the registration payload takes digits only.
    registration.mutation.mutate({ ...values, data_nascimento: onlyDigits(getValues('data_nascimento')) }),
  );

  return (
    <RegistrationForm
      title="Criar conta de cliente"
      subtitle="Leva menos de um minuto. Todos os campos são obrigatórios, exceto o bairro."
      registration={registration}
      errorFallback="Erro ao fazer registro. Tente novamente."
      loginPath="/login"
      submitting={formState.isSubmitting}
      submitLabel="Criar conta"
      onSubmit={onSubmit}
      onFocus={preload}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Dados pessoais</legend>
        <ClientFields form={looseForm(form)} mode="register" />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Endereço</legend>
        <AddressFields
          form={looseForm(form)}
          suffix="usuario"
          required={{ numero: true, bairro: false, cidade: true, uf: true }}
        />
      </fieldset>
      <NewPasswordFieldset
        password={register('senha_usuario')}
        confirmation={register('confirmar_senha')}
        passwordError={errors.senha_usuario?.message}
        confirmationError={errors.confirmar_senha?.message}
      />
    </RegistrationForm>
  );
}
