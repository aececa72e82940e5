import type { SessionUser, UserType } from '@vez/domain';

/**
 * What the browser keeps per role after a login (one session per role, decision 007). Apart from the
 * storage code so that what is not a page (the web benchmark logs in as the app does) can build it too.
 */
export interface Session {
  token: string;
  userType: UserType;
  email: string;
  name: string;
  id: number;
  telefone: string;
  dataNascimento: string;
  cidade: string;
  bairro: string;
  uf: string;
}

/** Builds the stored session from a login answer, keeping only what the UI needs. */
export function sessionFromLogin(token: string, user: SessionUser): Session {
  return {
    token,
    userType: user.userType,
    email: user.email,
    name: user.nome,
    id: user.id,
    telefone: user.telefone ?? '',
    dataNascimento: user.userType === 'cliente' ? (user.data_nascimento ?? '') : '',
    cidade: user.cidade ?? '',
    bairro: user.bairro ?? '',
    uf: user.uf ?? '',
  };
}
