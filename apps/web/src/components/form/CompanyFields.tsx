import { ESTABLISHMENT_CATEGORIES, formatCnpj, formatPhone } from '@vez/domain';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { fieldError, type LooseForm, withMask } from './form-helpers';
import styles from './forms.module.css';

/** What the registration's CNPJ check says (the profile has none: the server checks on save). */
export interface CnpjCheckState {
  checking: boolean;
  /** 'CNPJ inválido' from the server's check. */
  error?: string | undefined;
  /** The legal name could not be looked up (service down or no answer): the user types it. */
  legalNameMissing: boolean;
}

export const LEGAL_NAME_MISSING_MESSAGE = 'Não foi possível buscar a razão social. Digite-a.';

interface CompanyFieldsProps {
  /** The surrounding form (see `looseForm`), with the API's field names (`nome_empresa`, `cnpj`...). */
  form: LooseForm;
  /**
   * 'register' asks for the e-mail and takes the phone as optional; 'profile' requires the phone, adds
   * the description, and leaves the e-mail to the access card.
   */
  mode: 'register' | 'profile';
  cnpjCheck?: CnpjCheckState;
}

/** 'Empresa': the same inputs, masks and messages on sign-up and on 'Dados da Empresa'. */
export function CompanyFields({ form, mode, cnpjCheck }: CompanyFieldsProps) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const legalNameTyped = String(watch('nome_empresa') ?? '').trim() !== '';
  const cnpjHint = cnpjCheck?.checking
    ? 'Verificando CNPJ...'
    : mode === 'register'
      ? 'Ao completar, preenchemos a razão social.'
      : undefined;
  const legalNameField = (
    <TextField
      className={mode === 'profile' ? styles.span6 : styles.span3}
      label="Razão Social"
      autoComplete="organization"
      // Said until the user types the name, so an empty field is never left unexplained.
      hint={cnpjCheck?.legalNameMissing && !legalNameTyped ? LEGAL_NAME_MISSING_MESSAGE : undefined}
      error={fieldError(errors, 'nome_empresa')}
      {...register('nome_empresa')}
    />
  );
  // What clients read on the list, the queue pages, the poster and the TV (decision 056).
  const tradeNameField = (
    <TextField
      className={styles.span3}
      label="Nome fantasia"
      required={false}
      hint="Como seus clientes conhecem o estabelecimento. Sem ele, mostramos a razão social."
      error={fieldError(errors, 'nome_fantasia')}
      {...register('nome_fantasia')}
    />
  );
  return (
    <div className={styles.grid}>
      {/* Signing up starts from the CNPJ (its lookup fills the name); the profile leads with the name. */}
      {mode === 'profile' && legalNameField}
      {mode === 'profile' && tradeNameField}
      <TextField
        className={styles.span3}
        label="CNPJ"
        inputMode="numeric"
        placeholder="00.000.000/0000-00"
        maxLength={18}
        hint={cnpjHint}
        error={fieldError(errors, 'cnpj') ?? cnpjCheck?.error}
        {...withMask(register('cnpj'), formatCnpj)}
      />
      {mode === 'register' && legalNameField}
      {mode === 'register' && tradeNameField}
      <SelectField
        className={styles.span3}
        label="Categoria"
        placeholder="Selecione..."
        options={ESTABLISHMENT_CATEGORIES}
        error={fieldError(errors, 'categoria')}
        {...register('categoria')}
      />
      {mode === 'register' && (
        <TextField
          className={styles.span3}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError(errors, 'email_empresa')}
          {...register('email_empresa')}
        />
      )}
      <TextField
        className={styles.span3}
        label="Telefone"
        type="tel"
        inputMode="tel"
        required={mode === 'register' ? false : undefined}
        placeholder="(00) 0000-0000"
        autoComplete="tel-national"
        error={fieldError(errors, 'telefone_empresa')}
        {...withMask(register('telefone_empresa'), formatPhone)}
      />
      {mode === 'profile' && (
        <TextAreaField
          className={styles.span6}
          label="Descrição (opcional)"
          rows={4}
          maxLength={1000}
          placeholder="Conte aos clientes o que sua empresa faz, horários e como chegar."
          error={fieldError(errors, 'descricao_empresa')}
          {...register('descricao_empresa')}
        />
      )}
    </div>
  );
}
