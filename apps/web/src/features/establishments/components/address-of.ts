import type { EstablishmentSummary } from '../api/establishments-api';

/** 'Rua Augusta, 100 · Consolação · São Paulo/SP': what is known of the address, in reading order. */
export function addressOf(
  e: Pick<
    EstablishmentSummary,
    'endereco_empresa' | 'numero_empresa' | 'bairro_empresa' | 'cidade_empresa' | 'uf_empresa'
  >,
): string {
  const street = [e.endereco_empresa, e.numero_empresa].filter(Boolean).join(', ');
  const city = [e.cidade_empresa, e.uf_empresa].filter(Boolean).join('/');
  return [street, e.bairro_empresa, city].filter(Boolean).join(' · ');
}
