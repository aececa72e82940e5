import { formatCep } from '@vez/domain';
import { useEffect } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/TextField';
import styles from '../auth/components/forms.module.css';
import { formatUf, withMask } from '../auth/form-helpers';
import { useCepLookup } from './useCepLookup';

/** Field names follow the API: `cep_usuario`, `endereco_empresa`... */
type Suffix = 'usuario' | 'empresa';

interface AddressFieldsProps {
  /** The surrounding form; typed loosely because the field names depend on `suffix`. */
  form: UseFormReturn<FieldValues>;
  suffix: Suffix;
  /** Which of número, cidade and UF this form requires (bairro is always optional at sign-up). */
  required: { numero: boolean; cidade: boolean; uf: boolean };
}

function messageOf(errors: FieldErrors, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * CEP, endereço, número, bairro, cidade and UF, with the address filled from the CEP once it has
 * 8 digits (SPEC §5). Shared by both registrations, and meant for the profile pages too.
 */
export function AddressFields({ form, suffix, required }: AddressFieldsProps) {
  const { register, setValue, watch, formState } = form;
  const name = (field: string) => `${field}_${suffix}`;
  const errors = formState.errors;
  const cep = useCepLookup(watch(name('cep')) ?? '');

  useEffect(() => {
    if (!cep.address) return;
    const fill: Record<string, string> = {
      endereco: cep.address.logradouro,
      bairro: cep.address.bairro,
      cidade: cep.address.localidade,
      uf: cep.address.uf,
    };
    for (const [field, value] of Object.entries(fill)) {
      // Keep what the user typed when the postal service has no value (e.g. single-CEP towns).
      if (value) setValue(`${field}_${suffix}`, value, { shouldValidate: true });
    }
  }, [cep.address, setValue, suffix]);

  return (
    <div className={styles.grid}>
      <TextField
        className={styles.span2}
        label="CEP"
        inputMode="numeric"
        placeholder="00000-000"
        maxLength={9}
        autoComplete="postal-code"
        hint={cep.failed ? undefined : cep.hint}
        // A failed lookup reads as an error, but the form's own validation message wins.
        error={messageOf(errors, name('cep')) ?? (cep.failed ? cep.hint : undefined)}
        {...withMask(register(name('cep')), formatCep)}
      />
      <TextField
        className={styles.span4}
        label="Endereço"
        autoComplete="address-line1"
        error={messageOf(errors, name('endereco'))}
        {...register(name('endereco'))}
      />
      <TextField
        className={`${styles.span2} ${styles.half}`}
        label="Número"
        required={required.numero ? undefined : false}
        error={messageOf(errors, name('numero'))}
        {...register(name('numero'))}
      />
      <TextField
        className={`${styles.span4} ${styles.half}`}
        label="Bairro"
        required={false}
        error={messageOf(errors, name('bairro'))}
        {...register(name('bairro'))}
      />
      <TextField
        className={styles.span4}
        label="Cidade"
        required={required.cidade ? undefined : false}
        autoComplete="address-level2"
        error={messageOf(errors, name('cidade'))}
        {...register(name('cidade'))}
      />
      <TextField
        className={styles.span2}
        label="UF"
        required={required.uf ? undefined : false}
        maxLength={2}
        autoComplete="address-level1"
        error={messageOf(errors, name('uf'))}
        {...withMask(register(name('uf')), formatUf)}
      />
    </div>
  );
}
