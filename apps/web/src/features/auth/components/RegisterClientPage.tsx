import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { formatBirthDate, formatCpf, formatPhone, onlyDigits, registerClientSchema } from '@vez/domain';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address/AddressFields';
import { registerClient } from '../api/auth-api';
import { applyServerFieldErrors, withMask } from '../form-helpers';
import { REGISTER_SUCCESS_MESSAGE, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';
import styles from './forms.module.css';
import { NewPasswordFieldset } from './NewPasswordFieldset';

const formSchema = registerClientSchema
  .extend({ confirmar_senha: z.string() })
  // `when` keeps the mismatch message visible even while other fields are still invalid.
  .refine((v) => v.senha_usuario === v.confirmar_senha, {
    path: ['confirmar_senha'],
    message: 'As senhas não coincidem',
    when: () => true,
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);

export function RegisterClientPage() {
  usePageTitle('Criar conta de cliente');
  const navigate = useNavigate();
  const { from } = readAuthState(useLocation().state);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ''])) as FormInput,
  });
  const { register, handleSubmit, formState, setError, getValues } = form;
  const errors = formState.errors;

  const mutation = useMutation({
    mutationFn: registerClient,
    onSuccess: () => navigate('/login', { state: { message: REGISTER_SUCCESS_MESSAGE, from } }),
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
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dados pessoais</legend>
          <div className={styles.grid}>
            <TextField
              className={styles.span6}
              label="Nome completo"
              autoComplete="name"
              error={errors.nome_usuario?.message}
              {...register('nome_usuario')}
            />
            <TextField
              className={styles.span3}
              label="CPF"
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={14}
              error={errors.cpf?.message}
              {...withMask(register('cpf'), formatCpf)}
            />
            <TextField
              className={styles.span3}
              label="Data de nascimento"
              inputMode="numeric"
              placeholder="DD/MM/AAAA"
              maxLength={10}
              autoComplete="bday"
              error={errors.data_nascimento?.message}
              {...withMask(register('data_nascimento'), formatBirthDate)}
            />
            <TextField
              className={styles.span3}
              label="Telefone"
              type="tel"
              inputMode="tel"
              placeholder="(00) 00000-0000"
              autoComplete="tel-national"
              error={errors.telefone_usuario?.message}
              {...withMask(register('telefone_usuario'), formatPhone)}
            />
            <TextField
              className={styles.span3}
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email_usuario?.message}
              {...register('email_usuario')}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Endereço</legend>
          <AddressFields
            form={form as unknown as UseFormReturn<FieldValues>}
            suffix="usuario"
            required={{ numero: true, cidade: true, uf: true }}
          />
        </fieldset>
        <NewPasswordFieldset
          password={register('senha_usuario')}
          confirmation={register('confirmar_senha')}
          passwordError={errors.senha_usuario?.message}
          confirmationError={errors.confirmar_senha?.message}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
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
