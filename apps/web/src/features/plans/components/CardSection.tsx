import { cardBrandOf } from '@vez/domain';
import type { UseFormReturn } from 'react-hook-form';
import { withMask } from '../../../components/form/form-helpers';
import { CardBrands } from '../../../components/payment-card/CardBrands';
import { formatCardExpiry, formatCardNumber, formatCvv } from '../../../components/payment-card/card-masks';
import { TestCards } from '../../../components/payment-card/TestCards';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import styles from './PlanPaymentPage.module.css';
import type { PaymentFormValues } from './payment-form';

interface CardSectionProps {
  form: UseFormReturn<PaymentFormValues, unknown, unknown>;
  /** The issuer's refusal of the last attempt (402): told here, beside the card, with the form kept. */
  declined: string | null;
}

/** 'Dados do cartão' of the simulated provider: credit card only, the test cards, and the brand marks. */
export function CardSection({ form, declined }: CardSectionProps) {
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors.cartao;
  const brand = cardBrandOf(watch('cartao.numero') ?? '');

  return (
    <Card>
      <section aria-labelledby="dados-cartao" className={styles.cardSection}>
        <h2 id="dados-cartao" className={styles.sectionTitle}>
          Dados do cartão
        </h2>
        <p className={styles.method}>
          <span className={styles.methodLabel}>Forma de pagamento</span>
          <span className={styles.methodChip}>Cartão de Crédito</span>
        </p>
        <TestCards
          onUse={(numero) =>
            setValue('cartao.numero', formatCardNumber(numero), {
              shouldValidate: formState.isSubmitted,
              shouldDirty: true,
            })
          }
        />
        <div className={styles.grid}>
          <TextField
            className={styles.span6}
            label="Nome do titular"
            autoComplete="cc-name"
            placeholder="Como está impresso no cartão"
            error={errors?.titular?.message}
            {...register('cartao.titular')}
          />
          <TextField
            className={styles.span6}
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            maxLength={23}
            invalid={Boolean(declined)}
            error={errors?.numero?.message}
            {...withMask(register('cartao.numero'), formatCardNumber)}
          />
          <div className={styles.span6}>
            <CardBrands brand={brand} />
          </div>
          <TextField
            className={`${styles.span3} ${styles.half}`}
            label="Validade"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            maxLength={5}
            error={errors?.validade?.message}
            {...withMask(register('cartao.validade'), formatCardExpiry)}
          />
          <TextField
            className={`${styles.span3} ${styles.half}`}
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="000"
            maxLength={4}
            error={errors?.cvv?.message}
            {...withMask(register('cartao.cvv'), formatCvv)}
          />
        </div>
        {declined && <Alert tone="error">{declined}</Alert>}
      </section>
    </Card>
  );
}
