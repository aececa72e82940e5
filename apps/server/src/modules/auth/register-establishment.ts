import type { RegisterEstablishment } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { conflict } from '../../http/app-error';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { toEstablishmentSessionUser } from './account-views';

const EMAIL_TAKEN = 'E-mail já cadastrado';
const CNPJ_TAKEN = 'CNPJ já cadastrado';

export async function registerEstablishment(
  services: Pick<AppServices, 'establishments' | 'clock'>,
  input: RegisterEstablishment,
) {
  const { establishments, clock } = services;
  if (await establishments.findByEmail(input.email_empresa)) throw conflict(EMAIL_TAKEN, 'email_empresa');
  if (await establishments.existsWithCnpj(input.cnpj)) throw conflict(CNPJ_TAKEN, 'cnpj');

  const now = clock.now();
  try {
    const row = await establishments.insert({
      legal_name: input.nome_empresa,
      cnpj: input.cnpj,
      email: input.email_empresa,
      password_hash: await hashPassword(input.senha_empresa),
      phone: input.telefone_empresa,
      cep: input.cep_empresa,
      street: input.endereco_empresa,
      number: input.numero_empresa,
      district: input.bairro_empresa,
      city: input.cidade_empresa,
      uf: input.uf_empresa,
      description: '',
      category: input.categoria,
      created_at: now,
      updated_at: now,
    });
    return toEstablishmentSessionUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const emailTaken = await establishments.findByEmail(input.email_empresa);
      throw emailTaken ? conflict(EMAIL_TAKEN, 'email_empresa') : conflict(CNPJ_TAKEN, 'cnpj');
    }
    throw error;
  }
}
