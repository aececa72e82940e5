import { formatBirthDate, formatCpf, formatPhone } from '@vez/domain';
import { TextField } from '../ui/TextField';
import { fieldError, type LooseForm, withMask } from './form-helpers';
import styles from './forms.module.css';

interface ClientFieldsProps {
  /** The surrounding form (see `looseForm`), with the API's field names (`nome_usuario`, `cpf`...). */
  form: LooseForm;
  /**
   * 'register' asks for the birth date and the e-mail; 'profile' shows the e-mail read-only (it is the
   * login and changes elsewhere) and leaves the birth date out, which the profile does not edit.
   */
  mode: 'register' | 'profile';
  /** The account's e-mail, shown read-only in 'profile' mode. */
  email?: string;
}

/** 'Dados pessoais' of a client: the same inputs, masks and messages on sign-up and on the profile. */
export function ClientFields({ form, mode, email = '' }: ClientFieldsProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <div className={styles.grid}>
      <TextField
        className={styles.span6}
        label="Nome completo"
        autoComplete="name"
        error={fieldError(errors, 'nome_usuario')}
        {...register('nome_usuario')}
      />
      <TextField
        className={styles.span3}
        label="CPF"
        inputMode="numeric"
        placeholder="000.000.000-00"
        maxLength={14}
        error={fieldError(errors, 'cpf')}
        {...withMask(register('cpf'), formatCpf)}
      />
      {mode === 'register' && (
        <TextField
          className={styles.span3}
          label="Data de nascimento"
          inputMode="numeric"
          placeholder="DD/MM/AAAA"
          maxLength={10}
          autoComplete="bday"
          error={fieldError(errors, 'data_nascimento')}
          {...withMask(register('data_nascimento'), formatBirthDate)}
        />
      )}
      <TextField
        className={styles.span3}
        label="Telefone"
        type="tel"
        inputMode="tel"
        placeholder="(00) 00000-0000"
        autoComplete="tel-national"
        error={fieldError(errors, 'telefone_usuario')}
        {...withMask(register('telefone_usuario'), formatPhone)}
      />
      {mode === 'register' ? (
        <TextField
          className={styles.span3}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError(errors, 'email_usuario')}
          {...register('email_usuario')}
        />
      ) : (
        <ReadOnlyEmail className={styles.span3} email={email} />
      )}
    </div>
  );
}

/** The login e-mail on a profile: visible, selectable, not editable, and saying why. */
export function ReadOnlyEmail({ email, className = '' }: { email: string; className?: string }) {
  return (
    <TextField
      className={`${styles.readOnly} ${className}`}
      label="E-mail"
      type="email"
      value={email}
      readOnly
      hint="É o seu login; não pode ser alterado aqui."
    />
  );
}
