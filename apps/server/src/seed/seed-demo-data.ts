import { registerClientSchema, registerEstablishmentSchema } from '@vez/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../app-services';
import { registerClient } from '../modules/auth/register-client';
import { registerEstablishment } from '../modules/auth/register-establishment';

/** Demo accounts documented in the README; valid documents so they pass every rule. */
export const DEMO_CLIENT = {
  nome_usuario: 'Ana Demonstração',
  cpf: '52998224725',
  data_nascimento: '1992-05-14',
  telefone_usuario: '11987654321',
  email_usuario: 'cliente@vez.demo',
  senha_usuario: 'Demo1234',
  cep_usuario: '01310100',
  endereco_usuario: 'Avenida Paulista',
  numero_usuario: '1000',
  bairro_usuario: 'Bela Vista',
  cidade_usuario: 'São Paulo',
  uf_usuario: 'SP',
};

export const DEMO_ESTABLISHMENT = {
  nome_empresa: 'Barbearia Navalha de Ouro LTDA',
  cnpj: '11222333000181',
  cep_empresa: '01310100',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '1500',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  telefone_empresa: '1133334444',
  email_empresa: 'estabelecimento@vez.demo',
  senha_empresa: 'Demo1234',
};

/** Idempotent: creates what is missing, leaves what a previous start created (and any edits) alone. */
export async function seedDemoData(services: AppServices, log: FastifyBaseLogger): Promise<void> {
  if (!(await services.users.findByEmail(DEMO_CLIENT.email_usuario))) {
    await registerClient(services, registerClientSchema.parse(DEMO_CLIENT));
    log.info(`demo: cliente ${DEMO_CLIENT.email_usuario} / ${DEMO_CLIENT.senha_usuario}`);
  }
  if (!(await services.establishments.findByEmail(DEMO_ESTABLISHMENT.email_empresa))) {
    await registerEstablishment(services, registerEstablishmentSchema.parse(DEMO_ESTABLISHMENT));
    log.info(
      `demo: estabelecimento ${DEMO_ESTABLISHMENT.email_empresa} / ${DEMO_ESTABLISHMENT.senha_empresa}`,
    );
  }
}
