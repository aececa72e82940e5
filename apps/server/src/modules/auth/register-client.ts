import type { RegisterClient } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { conflict } from '../app-error';
import { toClientSessionUser } from './account-views';
import { tellOwnerOfRegistrationAttempt } from './tell-owner-of-registration-attempt';

const CPF_TAKEN = 'CPF já cadastrado';

export async function registerClient(
  services: Pick<AppServices, 'users' | 'clock' | 'outbox' | 'config'>,
  input: RegisterClient,
) {
  const { users, clock } = services;
  const owner = await users.findByEmail(input.email_usuario);
  if (owner) return alreadyRegistered(services, owner, input.senha_usuario);
  if (await users.existsWithCpf(input.cpf)) throw conflict(CPF_TAKEN, 'cpf');

  const now = clock.now();
  try {
    const row = await users.insert({
      name: input.nome_usuario,
      cpf: input.cpf,
      birth_date: input.data_nascimento,
      phone: input.telefone_usuario,
      email: input.email_usuario,
      password_hash: await hashPassword(input.senha_usuario),
      cep: input.cep_usuario,
      street: input.endereco_usuario,
      number: input.numero_usuario,
      district: input.bairro_usuario,
      city: input.cidade_usuario,
      uf: input.uf_usuario,
      created_at: now,
      updated_at: now,
    });
    return toClientSessionUser(row);
  } catch (error) {
    // Two simultaneous registrations may both pass the checks above; the unique index decides.
    if (isUniqueViolation(error)) {
      const owner = await users.findByEmail(input.email_usuario);
      if (owner) return alreadyRegistered(services, owner, input.senha_usuario);
      throw conflict(CPF_TAKEN, 'cpf');
    }
    throw error;
  }
}

/** Answered like a new account (null tells the route nothing was created); the owner is told by e-mail. */
async function alreadyRegistered(
  services: Parameters<typeof tellOwnerOfRegistrationAttempt>[0],
  owner: { id: number; email: string; name: string },
  typedPassword: string,
): Promise<null> {
  const account = { userType: 'cliente' as const, id: owner.id, email: owner.email, name: owner.name };
  await tellOwnerOfRegistrationAttempt(services, account, typedPassword);
  return null;
}
