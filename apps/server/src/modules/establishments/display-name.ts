import { establishmentDisplayName } from '@vez/domain';

/** The name people see (decision 056), from the columns a repository read. */
export function displayNameOf(row: { legal_name: string; trade_name: string | null }): string {
  return establishmentDisplayName({ nome_empresa: row.legal_name, nome_fantasia: row.trade_name });
}
