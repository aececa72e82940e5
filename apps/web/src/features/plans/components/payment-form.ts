import { zodResolver } from '@hookform/resolvers/zod';
import { formatCep, formatCnpj, formatPhone, type PlanSlug, subscribeRequestSchema } from '@vez/domain';
import type { Resolver } from 'react-hook-form';
import type { CompanyProfile, SubscribeBody } from '../api/plans-api';

/** What the payment page's inputs hold (masked text, unticked boxes); the schema turns it into the body. */
export interface PaymentFormValues {
  plano: PlanSlug;
  chave: string;
  empresa: { razao_social: string; cnpj: string; email: string; telefone: string };
  endereco: {
    cep: string;
    endereco: string;
    numero: string;
    complemento: string;
    bairro: string;
    cidade: string;
    uf: string;
  };
  cartao: { titular: string; numero: string; validade: string; cvv: string };
  aceites: { privacidade: boolean; termos: boolean };
}

/** Every input's dotted path: how the server names a field in `errors[].campo`. */
export const PAYMENT_FIELDS = [
  'empresa.razao_social',
  'empresa.cnpj',
  'empresa.email',
  'empresa.telefone',
  'endereco.cep',
  'endereco.endereco',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.cidade',
  'endereco.uf',
  'cartao.titular',
  'cartao.numero',
  'cartao.validade',
  'cartao.cvv',
  'aceites.privacidade',
  'aceites.termos',
] as const;

export type PaymentField = (typeof PAYMENT_FIELDS)[number];

export function isPaymentField(campo: string): campo is PaymentField {
  return (PAYMENT_FIELDS as readonly string[]).includes(campo);
}

/**
 * The domain's subscribe schema drives the form: the same rules and pt-BR messages the server applies.
 * Without the simulated provider the card is typed at Mercado Pago, so the schema has no card and drops it.
 */
export function paymentResolver(withCard: boolean): Resolver<PaymentFormValues, unknown, SubscribeBody> {
  // The schema's input says `true` for the agreements; the form starts them unticked (false), which is
  // exactly what the schema refuses with its message.
  const schema = subscribeRequestSchema({ withCard });
  return zodResolver(schema as never) as unknown as Resolver<PaymentFormValues, unknown, SubscribeBody>;
}

/** A key made once per visit of the page: a double click or a retried request buys one period only. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The form prefilled from the company's profile (editable); the card and the agreements start empty. */
export function paymentDefaults(
  plano: PlanSlug,
  chave: string,
  company: CompanyProfile | null,
): PaymentFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    plano,
    chave,
    empresa: {
      razao_social: text(company?.nome_empresa),
      cnpj: formatCnpj(text(company?.cnpj)),
      email: text(company?.email_empresa),
      telefone: formatPhone(text(company?.telefone_empresa)),
    },
    endereco: {
      cep: formatCep(text(company?.cep_empresa)),
      endereco: text(company?.endereco_empresa),
      numero: text(company?.numero_empresa),
      complemento: '',
      bairro: text(company?.bairro_empresa),
      cidade: text(company?.cidade_empresa),
      uf: text(company?.uf_empresa).toUpperCase(),
    },
    cartao: { titular: '', numero: '', validade: '', cvv: '' },
    aceites: { privacidade: false, termos: false },
  };
}
