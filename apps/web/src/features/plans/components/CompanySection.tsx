import { formatCnpj, formatPhone } from '@vez/domain';
import type { UseFormReturn } from 'react-hook-form';
import { withMask } from '../../../components/form/form-helpers';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import styles from './PlanPaymentPage.module.css';
import type { PaymentFormValues } from './payment-form';

/** 'Dados da empresa': prefilled from the company's profile, editable, printed on the receipt. */
export function CompanySection({ form }: { form: UseFormReturn<PaymentFormValues, unknown, unknown> }) {
  const { register, formState } = form;
  const errors = formState.errors.empresa;
  return (
    <Card>
      <section aria-labelledby="dados-empresa">
        <h2 id="dados-empresa" className={styles.sectionTitle}>
          Dados da empresa
        </h2>
        <div className={styles.grid}>
          <TextField
            className={styles.span6}
            label="Razão Social"
            autoComplete="organization"
            error={errors?.razao_social?.message}
            {...register('empresa.razao_social')}
          />
          <TextField
            className={styles.span3}
            label="CNPJ"
            inputMode="numeric"
            placeholder="00.000.000/0000-00"
            maxLength={18}
            error={errors?.cnpj?.message}
            {...withMask(register('empresa.cnpj'), formatCnpj)}
          />
          <TextField
            className={styles.span3}
            label="Telefone"
            type="tel"
            inputMode="tel"
            placeholder="(00) 00000-0000"
            autoComplete="tel-national"
            error={errors?.telefone?.message}
            {...withMask(register('empresa.telefone'), formatPhone)}
          />
          <TextField
            className={styles.span6}
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint="O recibo é enviado para este e-mail."
            error={errors?.email?.message}
            {...register('empresa.email')}
          />
        </div>
      </section>
    </Card>
  );
}
