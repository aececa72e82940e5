import type { TeamInvitationView, TeamMemberView } from '@vez/domain';
import type { InvitationRow, MemberRow } from '../../repositories/team-repository';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

export function toMemberView(row: MemberRow): TeamMemberView {
  return {
    id: row.id,
    nome: row.name,
    email: row.email,
    papel: row.role,
    ativo: row.active === 1,
    desde: iso(row.created_at),
    desativadoEm: row.deactivated_at === null ? null : iso(row.deactivated_at),
  };
}

export function toInvitationView(row: InvitationRow, now: number): TeamInvitationView {
  return {
    id: row.id,
    nome: row.name,
    email: row.email,
    papel: row.role,
    enviadoEm: iso(row.sent_at),
    expiraEm: iso(row.expires_at),
    expirado: row.expires_at <= now,
  };
}
