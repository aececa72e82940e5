import { formatCep } from '@vez/domain';
import { useEffect, useState } from 'react';
import { fieldError, formatUf, type LooseForm, withMask } from '../../components/form/form-helpers';
import styles from '../../components/form/forms.module.css';
import { TextField } from '../../components/ui/TextField';
import { useCepLookup } from './api/useCepLookup';

/** Field names follow the API: `cep_usuario`, `endereco_empresa`... */
type Suffix = 'usuario' | 'empresa';

interface AddressFieldsProps {
  /** The surrounding form (see `looseForm`): the field names depend on `suffix`. */
  form: LooseForm;
  suffix: Suffix;
  /** Which of número, bairro, cidade and UF this form requires (CEP and endereço always are). */
  required: { numero: boolean; bairro: boolean; cidade: boolean; uf: boolean };
}

const FILLED = ['endereco', 'bairro', 'cidade', 'uf'] as const;
type Filled = (typeof FILLED)[number];

/**
 * CEP, endereço, número, bairro, cidade and UF, with the address filled from the CEP once it has
 * 8 digits. Shared by both registrations and both profiles.
 *
 * It lives in a feature rather than in `components/form/` because it talks to the server (the CEP
 * lookup), and shared components import no feature (decision 066); other features import it through
 * `features/address/index.ts`.
 *
 * A CEP the user types shows 'Buscando...' and then fills the address ('CEP não encontrado. Preencha o
 * endereço.' or 'Erro ao buscar CEP…' on failure, offline and timeout included, until the address is
 * typed); a CEP that came prefilled (a profile) is
 * looked up quietly and fills only what is still empty, so an address the user wrote is kept (and not
 * looked up at all when nothing is empty).
 * Every field stays editable whatever the lookup says.
 */
export function AddressFields({ form, suffix, required }: AddressFieldsProps) {
  const { register, setValue, getValues, watch, formState } = form;
  const name = (field: string) => `${field}_${suffix}`;
  const errors = formState.errors;
  const cepTyped = Boolean(formState.dirtyFields[name('cep')]);
  // Decided from the address the form opened with: a field the user empties later is theirs to fill.
  const [storedIncomplete] = useState(() =>
    FILLED.some((field) => !String(getValues(`${field}_${suffix}`) ?? '').trim()),
  );
  const cep = useCepLookup(
    watch(name('cep')) ?? '',
    cepTyped || storedIncomplete,
    String(watch(name('endereco')) ?? ''),
  );

  useEffect(() => {
    if (!cep.address) return;
    const fill: Record<Filled, string> = {
      endereco: cep.address.logradouro,
      bairro: cep.address.bairro,
      cidade: cep.address.localidade,
      uf: cep.address.uf,
    };
    for (const [field, value] of Object.entries(fill)) {
      const fieldName = `${field}_${suffix}`;
      const current = String(getValues(fieldName) ?? '');
      // Keep what the user typed when the postal service has no value (e.g. single-CEP towns).
      if (value && (cepTyped || !current.trim())) {
        setValue(fieldName, value, { shouldValidate: true, shouldDirty: true });
      }
    }
  }, [cep.address, cepTyped, getValues, setValue, suffix]);

  const lookupHint = cepTyped && !cep.failed ? cep.hint : undefined;
  const lookupError = cepTyped && cep.failed ? cep.hint : undefined;
  const optional = (isRequired: boolean) => (isRequired ? undefined : false);

  return (
    <div className={styles.grid}>
      <TextField
        className={styles.span2}
        label="CEP"
        inputMode="numeric"
        placeholder="00000-000"
        maxLength={9}
        autoComplete="postal-code"
        hint={lookupHint}
        // A failed lookup reads as an error, but the form's own validation message wins.
        error={fieldError(errors, name('cep')) ?? lookupError}
        {...withMask(register(name('cep')), formatCep)}
      />
      <TextField
        className={styles.span4}
        label="Endereço"
        autoComplete="address-line1"
        error={fieldError(errors, name('endereco'))}
        {...register(name('endereco'))}
      />
      <TextField
        className={`${styles.span2} ${styles.half}`}
        label="Número"
        required={optional(required.numero)}
        error={fieldError(errors, name('numero'))}
        {...register(name('numero'))}
      />
      <TextField
        className={`${styles.span4} ${styles.half}`}
        label="Bairro"
        required={optional(required.bairro)}
        error={fieldError(errors, name('bairro'))}
        {...register(name('bairro'))}
      />
      <TextField
        className={styles.span4}
        label="Cidade"
        required={optional(required.cidade)}
        autoComplete="address-level2"
        error={fieldError(errors, name('cidade'))}
        {...register(name('cidade'))}
      />
      <TextField
        className={styles.span2}
        label="UF"
        required={optional(required.uf)}
        maxLength={2}
        autoComplete="address-level1"
        error={fieldError(errors, name('uf'))}
        {...withMask(register(name('uf')), formatUf)}
      />
    </div>
  );
}
