import { formatCep } from '@vez/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatUf, withMask } from '../../../components/form/form-helpers';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { useCepLookup } from '../../address';
import styles from './PlanPaymentPage.module.css';
import type { PaymentFormValues } from './payment-form';

type AddressField = 'endereco' | 'bairro' | 'cidade' | 'uf';

/**
 * 'Endereço de cobrança', with the address looked up once the CEP has 8 digits. A CEP the user typed
 * fills the address ('Buscando...', then 'CEP não encontrado. Preencha o endereço.' or 'Erro ao buscar
 * CEP…' on failure until a street is typed, every field staying editable); the prefilled one quietly
 * fills only what the profile left empty, so a street the establishment wrote itself is not replaced.
 */
export function BillingAddressSection({
  form,
}: {
  form: UseFormReturn<PaymentFormValues, unknown, unknown>;
}) {
  const { register, formState, setValue, getValues, watch } = form;
  const errors = formState.errors.endereco;
  const cepTyped = Boolean(formState.dirtyFields.endereco?.cep);
  const cep = useCepLookup(watch('endereco.cep'), true, watch('endereco.endereco'));

  useEffect(() => {
    if (!cep.address) return;
    const fill: Record<AddressField, string> = {
      endereco: cep.address.logradouro,
      bairro: cep.address.bairro,
      cidade: cep.address.localidade,
      uf: cep.address.uf,
    };
    for (const [field, value] of Object.entries(fill) as [AddressField, string][]) {
      const current = getValues(`endereco.${field}`);
      // Keep what the user typed when the postal service has no value (e.g. single-CEP towns).
      if (value && (cepTyped || !current)) setValue(`endereco.${field}`, value, { shouldValidate: true });
    }
  }, [cep.address, cepTyped, getValues, setValue]);

  return (
    <Card>
      <section aria-labelledby="endereco-cobranca">
        <h2 id="endereco-cobranca" className={styles.sectionTitle}>
          Endereço de cobrança
        </h2>
        <div className={styles.grid}>
          <TextField
            className={styles.span2}
            label="CEP"
            inputMode="numeric"
            placeholder="00000-000"
            maxLength={9}
            autoComplete="postal-code"
            // The lookup of the prefilled CEP works quietly; only a CEP the user types shows its progress.
            hint={cepTyped && !cep.failed ? cep.hint : undefined}
            // A failed lookup reads as an error, but the form's own validation message wins.
            error={errors?.cep?.message ?? (cepTyped && cep.failed ? cep.hint : undefined)}
            {...withMask(register('endereco.cep'), formatCep)}
          />
          <TextField
            className={styles.span4}
            label="Endereço"
            autoComplete="address-line1"
            error={errors?.endereco?.message}
            {...register('endereco.endereco')}
          />
          <TextField
            className={styles.span2}
            label="Número"
            error={errors?.numero?.message}
            {...register('endereco.numero')}
          />
          <TextField
            className={styles.span4}
            label="Complemento"
            required={false}
            autoComplete="address-line2"
            error={errors?.complemento?.message}
            {...register('endereco.complemento')}
          />
          <TextField
            className={styles.span3}
            label="Bairro"
            required={false}
            error={errors?.bairro?.message}
            {...register('endereco.bairro')}
          />
          <TextField
            className={`${styles.span2} ${styles.cityPhone}`}
            label="Cidade"
            autoComplete="address-level2"
            error={errors?.cidade?.message}
            {...register('endereco.cidade')}
          />
          <TextField
            className={`${styles.span1} ${styles.ufPhone}`}
            label="UF"
            maxLength={2}
            autoComplete="address-level1"
            error={errors?.uf?.message}
            {...withMask(register('endereco.uf'), formatUf)}
          />
        </div>
      </section>
    </Card>
  );
}
