import type { SessionUser, TeamRole, UserType } from '@vez/domain';

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
  /**
   * An establishment's: the role of whoever logged in (decision 070). Absent in sessions stored before
   * teams existed, which were the establishment's own login: a Dono.
   */
  papel?: TeamRole;
  /** The team member who logged in, by id and own name (`name` stays the establishment's); null for its own login. */
  membroId?: number | null;
  membroNome?: string | null;
}

/** An Atendente runs the queues only: the menu and the screens hide what the server would refuse them. */
export function isAttendant(session: Session | null): boolean {
  return session?.userType === 'estabelecimento' && session.papel === 'atendente';
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
    ...(user.userType === 'estabelecimento'
      ? {
          papel: user.papel ?? 'dono',
          membroId: user.membro?.id ?? null,
          membroNome: user.membro?.nome ?? null,
        }
      : {}),
  };
}
