import { useEffect } from 'react';
import type { z } from 'zod';
import { CompanyFields } from '../../../components/form/CompanyFields';
import { applyServerFieldErrors, looseForm } from '../../../components/form/form-helpers';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address';
import { registerEstablishment } from '../api/auth-api';
import { useCnpjCheck } from '../api/useCnpjCheck';
import { emptyValues, REGISTER_ESTABLISHMENT_FIELDS as FIELDS } from '../forms/auth-form-fields';
import type { registerEstablishmentFormSchema as formSchema } from '../forms/register-establishment-form-schema';
import { NewPasswordFieldset } from './NewPasswordFieldset';
import { RegistrationForm, useRegistration } from './RegistrationForm';

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/register-establishment-form-schema').then((m) => m.registerEstablishmentFormSchema),
);

export function RegisterEstablishmentPage() {
  usePageTitle('Cadastrar estabelecimento');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    // '' for the category too: "Selecione" until the user picks one, as before.
    defaultValues: emptyValues(FIELDS) as FormInput,
  });
  const { register, handleSubmit, formState, setValue, setError, watch } = form;
  const errors = formState.errors;
  const cnpj = useCnpjCheck(watch('cnpj'));

  useEffect(() => {
    if (cnpj.legalName) setValue('nome_empresa', cnpj.legalName, { shouldValidate: true });
  }, [cnpj.legalName, setValue]);

  const registration = useRegistration({
    send: registerEstablishment,
    loginPath: '/login-estab',
    emailOf: (values) => values.email_empresa,
    onRefused: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  const onSubmit = handleSubmit(({ confirmar_senha: _confirm, ...values }) => {
    if (cnpj.error) return;
    registration.mutation.mutate(values);
  });

  return (
    <RegistrationForm
      title="Cadastrar estabelecimento"
      subtitle="Crie a conta da sua empresa para começar a gerenciar filas."
      registration={registration}
      errorFallback="Erro ao cadastrar empresa"
      loginPath="/login-estab"
      submitting={formState.isSubmitting}
      submitLabel="Cadastrar empresa"
      onSubmit={onSubmit}
      onFocus={preload}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Empresa</legend>
        <CompanyFields form={looseForm(form)} mode="register" cnpjCheck={cnpj} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Endereço</legend>
        <AddressFields
          form={looseForm(form)}
          suffix="empresa"
          required={{ numero: false, bairro: false, cidade: false, uf: false }}
        />
      </fieldset>
      <NewPasswordFieldset
        password={register('senha_empresa')}
        confirmation={register('confirmar_senha')}
        passwordError={errors.senha_empresa?.message}
        confirmationError={errors.confirmar_senha?.message}
      />
    </RegistrationForm>
  );
}
