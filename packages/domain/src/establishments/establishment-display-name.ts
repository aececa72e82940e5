// Apart from the trade name's field rules (zod): screens that only show a name need not load a validator.
/**
 * An establishment has a legal name (razão social, `nome_empresa`: receipts, invoices, the CNPJ) and may
 * have a trade name (nome fantasia, `nome_fantasia`): what its clients call it. Every screen, poster,
 * panel and notice that names the establishment to people uses `establishmentDisplayName` (decision 056).
 */
export interface EstablishmentNames {
  nome_empresa: string;
  nome_fantasia?: string | null;
}

/** The name people see: the trade name when there is one, else the legal name. */
export function establishmentDisplayName(names: EstablishmentNames): string {
  return names.nome_fantasia?.trim() || names.nome_empresa;
}
