import type { RegisterClient } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { conflict } from '../../http/app-error';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { toClientSessionUser } from './account-views';

const EMAIL_TAKEN = 'E-mail já cadastrado';
const CPF_TAKEN = 'CPF já cadastrado';

export async function registerClient(services: Pick<AppServices, 'users' | 'clock'>, input: RegisterClient) {
  const { users, clock } = services;
  if (await users.findByEmail(input.email_usuario)) throw conflict(EMAIL_TAKEN, 'email_usuario');
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
      const emailTaken = await users.findByEmail(input.email_usuario);
      throw emailTaken ? conflict(EMAIL_TAKEN, 'email_usuario') : conflict(CPF_TAKEN, 'cpf');
    }
    throw error;
  }
}
