import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from '../../../components/form/forms.module.css';
import { PasswordField } from '../../../components/ui/PasswordField';

interface NewPasswordFieldsetProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
}

/** "Acesso": a new password and its confirmation, with the policy spelled out under the first field. */
export function NewPasswordFieldset({
  password,
  confirmation,
  passwordError,
  confirmationError,
}: NewPasswordFieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Acesso</legend>
      <div className={styles.grid}>
        <PasswordField
          className={styles.span3}
          label="Senha"
          autoComplete="new-password"
          hint="Mínimo 8 caracteres, com maiúscula, minúscula e número."
          error={passwordError}
          {...password}
        />
        <PasswordField
          className={styles.span3}
          label="Confirmar senha"
          autoComplete="new-password"
          error={confirmationError}
          {...confirmation}
        />
      </div>
    </fieldset>
  );
}
