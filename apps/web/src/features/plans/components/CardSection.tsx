import { cardBrandOf } from '@vez/domain';
import type { UseFormReturn } from 'react-hook-form';
import { CardBrands } from '../../../components/payment-card/CardBrands';
import { CardFields } from '../../../components/payment-card/CardFields';
import { formatCardNumber } from '../../../components/payment-card/card-masks';
import { TestCards } from '../../../components/payment-card/TestCards';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
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
          <CardFields
            fields={{
              titular: register('cartao.titular'),
              numero: register('cartao.numero'),
              validade: register('cartao.validade'),
              cvv: register('cartao.cvv'),
            }}
            errors={{
              titular: errors?.titular?.message,
              numero: errors?.numero?.message,
              validade: errors?.validade?.message,
              cvv: errors?.cvv?.message,
            }}
            wideClassName={styles.span6}
            narrowClassName={`${styles.span3} ${styles.half}`}
            numberInvalid={Boolean(declined)}
            afterNumber={
              <div className={styles.span6}>
                <CardBrands brand={brand} />
              </div>
            }
          />
        </div>
        {declined && <Alert tone="error">{declined}</Alert>}
      </section>
    </Card>
  );
}
