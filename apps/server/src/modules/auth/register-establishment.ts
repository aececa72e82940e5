import type { RegisterEstablishment } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { conflict } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { toEstablishmentSessionUser } from './account-views';
import { tellOwnerOfRegistrationAttempt } from './tell-owner-of-registration-attempt';

const CNPJ_TAKEN = 'CNPJ já cadastrado';

export async function registerEstablishment(
  services: Pick<AppServices, 'establishments' | 'clock' | 'outbox' | 'config'>,
  input: RegisterEstablishment,
) {
  const { establishments, clock } = services;
  const owner = await establishments.findByEmail(input.email_empresa);
  if (owner) return alreadyRegistered(services, owner, input.senha_empresa);
  if (await establishments.existsWithCnpj(input.cnpj)) throw conflict(CNPJ_TAKEN, 'cnpj');

  const now = clock.now();
  try {
    const row = await establishments.insert({
      legal_name: input.nome_empresa,
      trade_name: input.nome_fantasia || null,
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
      const owner = await establishments.findByEmail(input.email_empresa);
      if (owner) return alreadyRegistered(services, owner, input.senha_empresa);
      throw conflict(CNPJ_TAKEN, 'cnpj');
    }
    throw error;
  }
}

/** Answered like a new account (null tells the route nothing was created); the owner is told by e-mail. */
async function alreadyRegistered(
  services: Parameters<typeof tellOwnerOfRegistrationAttempt>[0],
  owner: { id: number; email: string; legal_name: string; trade_name: string | null },
  typedPassword: string,
): Promise<null> {
  const account = {
    userType: 'estabelecimento' as const,
    id: owner.id,
    email: owner.email,
    name: displayNameOf(owner),
  };
  await tellOwnerOfRegistrationAttempt(services, account, typedPassword);
  return null;
}
