import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ESTABLISHMENT_CATEGORIES, formatCnpj, formatPhone, registerEstablishmentSchema } from '@vez/domain';
import { useEffect } from 'react';
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/api/errors';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AddressFields } from '../../address/AddressFields';
import { registerEstablishment } from '../api/auth-api';
import { useCnpjCheck } from '../api/useCnpjCheck';
import { applyServerFieldErrors, withMask } from '../form-helpers';
import { REGISTER_SUCCESS_MESSAGE, readAuthState } from '../navigation-state';
import { AuthCard } from './AuthCard';
import styles from './forms.module.css';
import { NewPasswordFieldset } from './NewPasswordFieldset';

const formSchema = registerEstablishmentSchema
  // The form asks for the category that lets clients find the business by filter (issue 3).
  .extend({
    confirmar_senha: z.string(),
    categoria: z.enum(ESTABLISHMENT_CATEGORIES, { error: 'Selecione a categoria' }),
  })
  .refine((v) => v.senha_empresa === v.confirmar_senha, {
    path: ['confirmar_senha'],
    message: 'Senhas não coincidem',
    when: () => true,
  });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const FIELDS = Object.keys(formSchema.shape);

export function RegisterEstablishmentPage() {
  usePageTitle('Cadastrar estabelecimento');
  const navigate = useNavigate();
  const { from } = readAuthState(useLocation().state);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ''])) as FormInput,
  });
  const { register, handleSubmit, formState, setValue, setError, watch } = form;
  const errors = formState.errors;
  const cnpj = useCnpjCheck(watch('cnpj'));

  useEffect(() => {
    if (cnpj.legalName) setValue('nome_empresa', cnpj.legalName, { shouldValidate: true });
  }, [cnpj.legalName, setValue]);

  const mutation = useMutation({
    mutationFn: registerEstablishment,
    onSuccess: () => navigate('/login-estab', { state: { message: REGISTER_SUCCESS_MESSAGE, from } }),
    onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
  });

  const onSubmit = handleSubmit(({ confirmar_senha: _confirm, ...values }) => {
    if (cnpj.error) return;
    mutation.mutate(values);
  });

  return (
    <AuthCard
      wide
      title="Cadastrar estabelecimento"
      subtitle="Crie a conta da sua empresa para começar a gerenciar filas."
    >
      {mutation.isError && (
        <Alert tone="error">{errorMessage(mutation.error, 'Erro ao cadastrar empresa')}</Alert>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Empresa</legend>
          <div className={styles.grid}>
            <TextField
              className={styles.span3}
              label="CNPJ"
              inputMode="numeric"
              placeholder="00.000.000/0000-00"
              maxLength={18}
              hint={cnpj.checking ? 'Verificando CNPJ...' : 'Ao completar, preenchemos a razão social.'}
              error={errors.cnpj?.message ?? cnpj.error}
              {...withMask(register('cnpj'), formatCnpj)}
            />
            <TextField
              className={styles.span3}
              label="Razão Social"
              autoComplete="organization"
              error={errors.nome_empresa?.message}
              {...register('nome_empresa')}
            />
            <SelectField
              className={styles.span3}
              label="Categoria"
              placeholder="Selecione..."
              options={ESTABLISHMENT_CATEGORIES}
              error={errors.categoria?.message}
              {...register('categoria')}
            />
            <TextField
              className={styles.span3}
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email_empresa?.message}
              {...register('email_empresa')}
            />
            <TextField
              className={styles.span3}
              label="Telefone"
              type="tel"
              inputMode="tel"
              required={false}
              placeholder="(00) 0000-0000"
              autoComplete="tel-national"
              error={errors.telefone_empresa?.message}
              {...withMask(register('telefone_empresa'), formatPhone)}
            />
          </div>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Endereço</legend>
          <AddressFields
            form={form as unknown as UseFormReturn<FieldValues>}
            suffix="empresa"
            required={{ numero: false, cidade: false, uf: false }}
          />
        </fieldset>
        <NewPasswordFieldset
          password={register('senha_empresa')}
          confirmation={register('confirmar_senha')}
          passwordError={errors.senha_empresa?.message}
          confirmationError={errors.confirmar_senha?.message}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {mutation.isPending ? 'Cadastrando...' : 'Cadastrar empresa'}
        </Button>
      </form>
      <p className={styles.footnote}>
        Já tem conta?{' '}
        <Link to="/login-estab" state={{ from }}>
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
