import { useMutation } from '@tanstack/react-query';
import { onlyDigits } from '@vez/domain';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ClientFields } from '../../../components/form/ClientFields';
import { applyServerFieldErrors, looseForm } from '../../../components/form/form-helpers';
import styles from '../../../components/form/forms.module.css';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/api/errors';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address';
import { registerClient } from '../api/auth-api';
import { emptyValues, REGISTER_CLIENT_FIELDS as FIELDS } from '../forms/auth-form-fields';
import type { registerClientFormSchema as formSchema } from '../forms/register-client-form-schema';
import { REGISTER_SUCCESS_MESSAGE, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';
import { NewPasswordFieldset } from './NewPasswordFieldset';

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
// The schema (and zod with it) loads on the form's first focus or submit, not with the page (issue 18).
const { resolver, preload } = lazyZodResolver(() =>
  import('../forms/register-client-form-schema').then((m) => m.registerClientFormSchema),
);

export function RegisterClientPage() {
  usePageTitle('Criar conta de cliente');
  const navigate = useNavigate();
  const location = useLocation();
  const { from } = readAuthState(location.state, location.search);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: emptyValues(FIELDS),
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;

  const mutation = useMutation({
    mutationFn: registerClient,
    onSuccess: (_answer, values) =>
      navigate('/login', { state: { message: REGISTER_SUCCESS_MESSAGE, from, email: values.email_usuario } }),
    onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  const onSubmit = handleSubmit(({ confirmar_senha: _confirm, ...values }) =>
    // The birth date goes as its typed digits (DDMMAAAA), as SPEC §3 describes the payload.
    mutation.mutate({ ...values, data_nascimento: onlyDigits(getValues('data_nascimento')) }),
  );

  return (
    <AuthCard
      wide
      title="Criar conta de cliente"
      subtitle="Leva menos de um minuto. Todos os campos são obrigatórios, exceto o bairro."
    >
      {mutation.isError && (
        <Alert tone="error">{errorMessage(mutation.error, 'Erro ao fazer registro. Tente novamente.')}</Alert>
      )}
      <form method="post" className={styles.form} onSubmit={onSubmit} onFocus={preload} noValidate>
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
        <Button type="submit" fullWidth loading={formState.isSubmitting || mutation.isPending}>
          {mutation.isPending ? 'Cadastrando...' : 'Criar conta'}
        </Button>
      </form>
      <p className={styles.footnote}>
        Já tem conta?{' '}
        <Link to="/login" state={{ from }}>
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
