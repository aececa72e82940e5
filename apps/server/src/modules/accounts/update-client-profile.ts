import type { ClientProfile } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { getUserProfile } from '../users/get-user-profile';

export const CPF_TAKEN = 'CPF já cadastrado em outra conta';

/** 'Dados Pessoais': a client changes their own personal data and address (never e-mail or password here). */
export async function updateClientProfile(
  services: Pick<AppServices, 'users' | 'clock'>,
  caller: Authenticated,
  id: number,
  input: ClientProfile,
) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode alterar os seus próprios dados.');
  const row = await services.users.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Usuário não encontrado');
  if (await services.users.cpfTakenByOther(input.cpf, id)) throw conflict(CPF_TAKEN, 'cpf');
  const saved = await services.users.update(id, {
    name: input.nome_usuario,
    cpf: input.cpf,
    phone: input.telefone_usuario,
    cep: input.cep_usuario,
    street: input.endereco_usuario,
    number: input.numero_usuario,
    district: input.bairro_usuario,
    city: input.cidade_usuario,
    uf: input.uf_usuario,
    updated_at: services.clock.now(),
  });
  if (!saved) throw notFound('Usuário não encontrado');
  return getUserProfile(services, caller, id);
}
