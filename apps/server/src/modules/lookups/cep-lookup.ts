import type { CepAddress } from '@vez/domain';

export interface CepLookup {
  /** null when the CEP does not exist; throws CepLookupUnavailable when the service cannot answer. */
  find(cep: string): Promise<CepAddress | null>;
}

export class CepLookupUnavailable extends Error {}

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

/** ViaCEP's JSON API (`{base}/{cep}/json/`), behind a timeout. */
export class ViaCepLookup implements CepLookup {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async find(cep: string): Promise<CepAddress | null> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new CepLookupUnavailable(String(error));
    }
    // ViaCEP answers 400 for malformed CEPs and `{ "erro": true }` for unknown ones.
    if (response.status === 400 || response.status === 404) return null;
    if (!response.ok) throw new CepLookupUnavailable(`ViaCEP respondeu ${response.status}`);
    const body = (await response.json().catch(() => null)) as ViaCepAnswer | null;
    if (!body) throw new CepLookupUnavailable('resposta ilegível');
    if (body.erro === true || body.erro === 'true') return null;
    return {
      cep,
      logradouro: body.logradouro ?? '',
      bairro: body.bairro ?? '',
      localidade: body.localidade ?? '',
      uf: body.uf ?? '',
    };
  }
}

/** Postal codes barely change: answers (found or not) are kept for a day, bounded in count. */
export class CachedCepLookup implements CepLookup {
  private readonly cache = new Map<string, { value: CepAddress | null; expiresAt: number }>();

  constructor(
    private readonly inner: CepLookup,
    private readonly now: () => number,
    private readonly ttlMs = 24 * 3_600_000,
    private readonly maxEntries = 10_000,
  ) {}

  async find(cep: string): Promise<CepAddress | null> {
    const hit = this.cache.get(cep);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = await this.inner.find(cep);
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(cep, { value, expiresAt: this.now() + this.ttlMs });
    return value;
  }
}
