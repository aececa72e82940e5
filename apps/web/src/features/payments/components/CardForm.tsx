import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SimulatedCard, simulatedCardSchema } from '@vez/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../components/form/form-helpers';
import { useForm } from '../../../components/form/use-form';
import { CardFields } from '../../../components/payment-card/CardFields';
import { TestCards } from '../../../components/payment-card/TestCards';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/format';
import {
  type AdvancePaymentView,
  cancelSimulatedPayment,
  paymentKeys,
  paymentReturnPath,
  payWithSimulatedCard,
} from '../api/payments-api';
import { PAYMENT_DECLINED, PAYMENT_FAILED } from '../payment-messages';
import styles from './CheckoutPage.module.css';

type ParsedCard = z.output<ReturnType<typeof simulatedCardSchema>>;

const FIELDS = ['titular', 'numero', 'validade', 'cvv'];
const EMPTY: SimulatedCard = { titular: '', numero: '', validade: '', cvv: '' };

interface CardFormProps {
  payment: AdvancePaymentView;
  /** A 409: the payment was settled or expired meanwhile; the page says so and reads it again. */
  onConflict: (message: string) => void;
}

export function CardForm({ payment, onConflict }: CardFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Built once: the schema judges "expired" against the day of each validation by itself.
  const [schema] = useState(() => simulatedCardSchema());
  const form = useForm<SimulatedCard, unknown, ParsedCard>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setError, setValue } = form;
  const errors = formState.errors;
  // What went wrong with the last tap (a declined card, a failed call); cleared by the next one.
  const [problem, setProblem] = useState<string | null>(null);
  // A second tap lands before React re-renders the button as busy; only one payment may go out.
  const inFlight = useRef(false);

  const leave = (view: AdvancePaymentView) => navigate(paymentReturnPath(view), { replace: true });
  const onFailure = (fallback: string) => (error: Error) => {
    if (error instanceof ApiError && error.status === 409) onConflict(error.message);
    else if (hasFieldError(error)) applyServerFieldErrors(error, setError, FIELDS);
    else setProblem(errorMessage(error, fallback));
  };

  const pay = useMutation({
    mutationFn: (card: ParsedCard) => payWithSimulatedCard(payment.id, card),
    onMutate: () => setProblem(null),
    onSuccess: (view) => {
      if (view.status !== 'recusado') {
        leave(view);
        return;
      }
      queryClient.setQueryData(paymentKeys.payment(view.id), view);
      setProblem(PAYMENT_DECLINED);
    },
    onError: onFailure(PAYMENT_FAILED),
  });
  const cancel = useMutation({
    mutationFn: () => cancelSimulatedPayment(payment.id),
    onMutate: () => setProblem(null),
    onSuccess: leave,
    onError: onFailure('Erro ao cancelar o pagamento. Tente novamente.'),
  });

  const submit = handleSubmit(async (card) => {
    if (inFlight.current || cancel.isPending) return;
    inFlight.current = true;
    try {
      await pay.mutateAsync(card);
    } catch {
      // Told through onFailure.
    } finally {
      inFlight.current = false;
    }
  });

  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="dados-cartao">
        <h2 id="dados-cartao" className={styles.sectionTitle}>
          Dados do cartão
        </h2>
        <TestCards
          onUse={(numero) =>
            setValue('numero', numero, { shouldValidate: formState.isSubmitted, shouldDirty: true })
          }
        />
        <div className={styles.fields}>
          <CardFields
            fields={{
              titular: register('titular'),
              numero: register('numero'),
              validade: register('validade'),
              cvv: register('cvv'),
            }}
            errors={{
              titular: errors.titular?.message,
              numero: errors.numero?.message,
              validade: errors.validade?.message,
              cvv: errors.cvv?.message,
            }}
            wideClassName={styles.wide}
          />
        </div>
        {/* Beside the buttons: on a phone the top of the form is off screen when 'Pagar' is tapped. */}
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={cancel.isPending}
            disabled={pay.isPending}
            onClick={() => cancel.mutate()}
          >
            Cancelar
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={cancel.isPending}>
            Pagar {formatMoney(payment.valorCentavos)}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A 400 about one of the card's fields, told under that input rather than above the buttons. */
function hasFieldError(error: Error): boolean {
  return error instanceof ApiError && error.fieldErrors.some((f) => FIELDS.includes(f.campo));
}
