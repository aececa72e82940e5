import type { AppServices } from '../../app-services';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

/** A client reads only their own profile (the profile form's fields plus birth date). */
export async function getUserProfile(
  services: Pick<AppServices, 'users'>,
  caller: Authenticated,
  id: number,
) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode ver os seus próprios dados.');
  const row = await services.users.findById(id);
  if (!row) throw notFound('Usuário não encontrado');
  return {
    id: row.id,
    nome_usuario: row.name,
    cpf: row.cpf,
    data_nascimento: row.birth_date,
    telefone_usuario: row.phone,
    email_usuario: row.email,
    cep_usuario: row.cep,
    endereco_usuario: row.street,
    numero_usuario: row.number,
    bairro_usuario: row.district,
    cidade_usuario: row.city,
    uf_usuario: row.uf,
  };
}
