import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for ViaCEP (`/ws/{cep}/json/`) and BrasilAPI (`/cnpj/v1/{cnpj}`) with their JSON
 * shapes, so lookups are tested over real HTTP without leaving the machine.
 */
export interface FakeLookups {
  cepBaseUrl: string;
  cnpjBaseUrl: string;
  requests: string[];
  close(): Promise<void>;
}

export const KNOWN_CEPS: Record<
  string,
  { logradouro: string; bairro: string; localidade: string; uf: string }
> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040002': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
};

export const KNOWN_CNPJS: Record<string, string> = {
  '11222333000181': 'EMPRESA EXEMPLO COMERCIO LTDA',
  '34028316000103': 'PADARIA PÃO DOURADO LTDA',
};

/** A CEP for which the fake answers 500, to exercise the "service unavailable" path. */
export const BROKEN_CEP = '99999999';

export async function startFakeLookups(): Promise<FakeLookups> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const cep = /^\/ws\/([^/]+)\/json\/?$/.exec(url)?.[1];
    if (cep !== undefined) {
      if (cep === BROKEN_CEP) return send(500, { message: 'erro interno' });
      if (!/^\d{8}$/.test(cep)) return send(400, { erro: true });
      const known = KNOWN_CEPS[cep];
      return known
        ? send(200, { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...known })
        : send(200, { erro: 'true' });
    }
    const cnpj = /^\/cnpj\/v1\/(\d+)$/.exec(url)?.[1];
    if (cnpj !== undefined) {
      const name = KNOWN_CNPJS[cnpj];
      return name ? send(200, { cnpj, razao_social: name }) : send(404, { message: 'CNPJ não encontrado' });
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    cepBaseUrl: `http://127.0.0.1:${port}/ws`,
    cnpjBaseUrl: `http://127.0.0.1:${port}/cnpj/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
