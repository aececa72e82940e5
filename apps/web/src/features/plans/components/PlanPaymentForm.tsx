import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CARD_DECLINED_MESSAGE,
  type Plan,
  type PlanCharge,
  type PlanStatusView,
  SIMULATED_SUBSCRIPTION_SUCCESS,
} from '@vez/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from '../../../components/form/use-form';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import {
  type CompanyProfile,
  planKeys,
  type SubscribeBody,
  type SubscribeResult,
  subscribeToPlan,
} from '../api/plans-api';
import { PLANS_PATH } from '../paths';
import { purchaseStartText } from '../plan-format';
import { BillingAddressSection } from './BillingAddressSection';
import { CardSection } from './CardSection';
import { CompanySection } from './CompanySection';
import { PaymentSummary } from './PaymentSummary';
import styles from './PlanPaymentPage.module.css';
import type { PlansNavigationState } from './PlansPage';
import {
  isPaymentField,
  newIdempotencyKey,
  type PaymentFormValues,
  paymentDefaults,
  paymentResolver,
} from './payment-form';

export const PAYMENT_FAILED = 'Erro ao processar pagamento. Tente novamente.';

interface PlanPaymentFormProps {
  plan: Plan;
  status: PlanStatusView;
  charge: PlanCharge;
  company: CompanyProfile | null;
}

export function PlanPaymentForm({ plan, status, charge, company }: PlanPaymentFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const withCard = status.provedorPagamento === 'simulado';
  // Made once per visit: retries and double clicks carry the same key, so one period is bought at most.
  const [chave] = useState(newIdempotencyKey);
  const [resolver] = useState(() => paymentResolver(withCard));
  const form = useForm<PaymentFormValues, unknown, SubscribeBody>({
    resolver,
    defaultValues: paymentDefaults(plan.slug, chave, company),
  });
  const { register, handleSubmit, formState, setError, setFocus } = form;
  // The issuer's refusal (beside the card) and any other failure (beside the button), from the last try.
  const [declined, setDeclined] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Leaving for Mercado Pago: the button stays busy until the browser is gone.
  const [leaving, setLeaving] = useState(false);
  // A second click lands before React re-renders the button as busy; only one request may go out.
  const inFlight = useRef(false);

  const onSuccess = (result: SubscribeResult) => {
    if (result.kind === 'redirect') {
      setLeaving(true);
      window.location.assign(result.initPoint);
      return;
    }
    queryClient.setQueryData(planKeys.status, result.status);
    void queryClient.invalidateQueries({ queryKey: planKeys.payments, exact: true });
    const state: PlansNavigationState = { message: result.message || SIMULATED_SUBSCRIPTION_SUCCESS };
    navigate(PLANS_PATH, { replace: true, state });
  };

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 402) {
      setDeclined(errorMessage(error, CARD_DECLINED_MESSAGE));
      setFocus('cartao.numero');
      return;
    }
    const fieldErrors =
      error instanceof ApiError ? error.fieldErrors.filter((f) => isPaymentField(f.campo)) : [];
    if (fieldErrors.length > 0) {
      fieldErrors.forEach(({ campo, mensagem }, index) => {
        if (isPaymentField(campo))
          setError(campo, { type: 'server', message: mensagem }, { shouldFocus: index === 0 });
      });
      return;
    }
    setProblem(errorMessage(error, PAYMENT_FAILED));
  };

  const subscribe = useMutation({
    mutationFn: subscribeToPlan,
    onMutate: () => {
      setDeclined(null);
      setProblem(null);
    },
    onSuccess,
    onError,
  });

  const submit = handleSubmit(async (body) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await subscribe.mutateAsync(body);
    } catch {
      // Told through onError.
    } finally {
      inFlight.current = false;
    }
  });

  const busy = subscribe.isPending || leaving;
  const errors = formState.errors.aceites;

  return (
    <form
      className={styles.layout}
      onSubmit={submit}
      noValidate
      aria-label={`Pagamento do plano ${plan.name}`}
    >
      <div className={styles.main}>
        {withCard && (
          <p className={styles.testMode}>
            <strong>Modo de teste:</strong> nenhum cartão real é cobrado.
          </p>
        )}
        <CompanySection form={form} />
        <BillingAddressSection form={form} />
        {withCard ? (
          <CardSection form={form} declined={declined} />
        ) : (
          <p className={styles.providerNote}>
            O cartão é informado na página segura do Mercado Pago, para onde você será levado ao continuar.
          </p>
        )}
      </div>

      <aside className={styles.side} aria-labelledby="resumo">
        <Card className={styles.sideCard}>
          <PaymentSummary charge={charge} startsOn={purchaseStartText(status, plan)} />
          <div className={styles.agreements}>
            <CheckboxField
              label="Li e aceito a Política de Privacidade"
              error={errors?.privacidade?.message}
              {...register('aceites.privacidade')}
            />
            <CheckboxField
              label="Li e aceito os Termos de Uso"
              error={errors?.termos?.message}
              {...register('aceites.termos')}
            />
          </div>
          {/* Beside the button: on a phone the top of the form is off screen when it is tapped. */}
          {problem && <Alert tone="error">{problem}</Alert>}
          <Button type="submit" fullWidth loading={busy}>
            {busy ? 'Processando...' : withCard ? 'Confirmar Pagamento (Simulado)' : 'Ir para o pagamento'}
          </Button>
          <ButtonLink to={PLANS_PATH} variant="ghost" fullWidth>
            Voltar para Planos
          </ButtonLink>
        </Card>
      </aside>
    </form>
  );
}
