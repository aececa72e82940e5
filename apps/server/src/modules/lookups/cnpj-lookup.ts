export interface CnpjLookup {
  /** The registered legal name, or '' when the service does not know it or cannot answer. */
  legalName(cnpj: string): Promise<string>;
}

/** A BrasilAPI-compatible service: `GET {base}/{cnpj}` answers `{ razao_social }`. Empty base = no lookup. */
export class HttpCnpjLookup implements CnpjLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async legalName(cnpj: string): Promise<string> {
    if (!this.baseUrl) return '';
    try {
      const response = await fetch(`${this.baseUrl}/${cnpj}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return '';
      const body = (await response.json()) as { razao_social?: unknown };
      return typeof body.razao_social === 'string' ? body.razao_social.trim() : '';
    } catch {
      return '';
    }
  }
}
