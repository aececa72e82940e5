import { freshCnpj } from '../../apps/server/src/test-support/documents';
import { baseUrl, shortTag } from './browser';
import type { Account } from './queue-api';

/** Buys a plan straight through the API (simulated provider), for stories about what comes after. */
export async function subscribeThroughApi(
  owner: Account,
  plano: 'essencial' | 'profissional',
  base = baseUrl,
) {
  const response = await fetch(`${base()}/api/plans/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      plano,
      chave: `e2e-${Date.now().toString(36)}-${shortTag()}`,
      empresa: {
        razao_social: owner.name,
        cnpj: freshCnpj(),
        email: owner.email,
        telefone: '11987654321',
      },
      endereco: {
        cep: '01310100',
        endereco: 'Avenida Paulista',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      aceites: { privacidade: true, termos: true },
      cartao: { titular: 'Dono Teste', numero: '4111111111111111', validade: '12/30', cvv: '123' },
    }),
  });
  if (response.status !== 201)
    throw new Error(`assinatura falhou: ${response.status} ${await response.text()}`);
}
