import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { withMask } from '../form/form-helpers';
import { TextField } from '../ui/TextField';
import { formatCardExpiry, formatCardNumber, formatCvv } from './card-masks';

type CardField = 'titular' | 'numero' | 'validade' | 'cvv';

interface CardFieldsProps {
  /** The four inputs as each form registers them ('numero', or 'cartao.numero' in a larger form). */
  fields: Record<CardField, UseFormRegisterReturn>;
  errors: Partial<Record<CardField, string | undefined>>;
  /** The holder's name and the number take a line each; the expiry and the CVV share one. */
  wideClassName?: string | undefined;
  narrowClassName?: string | undefined;
  /** Shown between the number and the expiry (the plan page's brand marks). */
  afterNumber?: ReactNode;
  /** The issuer refused the last attempt: the number is marked, the reason is said by the form. */
  numberInvalid?: boolean;
}

/**
 * A card's four inputs, the same for the paid advance's checkout and the plan payment: labels, what the
 * browser may fill in, and the masks. Each form keeps its own layout around them and its test cards.
 */
export function CardFields({
  fields,
  errors,
  wideClassName,
  narrowClassName,
  afterNumber,
  numberInvalid = false,
}: CardFieldsProps) {
  return (
    <>
      <TextField
        className={wideClassName}
        label="Nome do titular"
        autoComplete="cc-name"
        placeholder="Como está impresso no cartão"
        error={errors.titular}
        {...fields.titular}
      />
      <TextField
        className={wideClassName}
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        maxLength={23}
        invalid={numberInvalid}
        error={errors.numero}
        {...withMask(fields.numero, formatCardNumber)}
      />
      {afterNumber}
      <TextField
        className={narrowClassName}
        label="Validade"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        maxLength={5}
        error={errors.validade}
        {...withMask(fields.validade, formatCardExpiry)}
      />
      <TextField
        className={narrowClassName}
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="000"
        maxLength={4}
        error={errors.cvv}
        {...withMask(fields.cvv, formatCvv)}
      />
    </>
  );
}
