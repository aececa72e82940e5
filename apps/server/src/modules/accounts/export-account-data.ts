import { brasiliaDay, planOf, type UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { displayNameOf } from '../establishments/display-name';
import { getEstablishment } from '../establishments/get-establishment';
import { getUserProfile } from '../users/get-user-profile';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * 'Baixar meus dados' (LGPD portability): everything we hold about the caller's account, as JSON. A
 * client gets their profile, settings, every queue they joined (with what they typed there) and every
 * payment; an establishment its company data, settings, queues, plan periods and plan payments (with the
 * billing data it typed). Sessions are listed without their tokens; card numbers were never kept.
 */
export async function exportAccountData(
  services: AppServices,
  caller: Authenticated,
  userType: UserType,
  id: number,
) {
  if (caller.userType !== userType || caller.userId !== id) {
    throw forbidden('Acesso negado. Você só pode baixar os dados da sua própria conta.');
  }
  const now = services.clock.now();
  const common = {
    geradoEm: iso(now),
    configuracoes: await services.settings.get(userType, id),
    sessoes: (await services.sessions.listOf(userType, id)).map((s) => ({
      criadaEm: iso(s.created_at),
      expiraEm: iso(s.expires_at),
      encerradaEm: iso(s.revoked_at),
      navegador: s.user_agent,
    })),
  };
  const file = `vez-meus-dados-${brasiliaDay(now)}.json`;
  if (userType === 'cliente') {
    const row = await services.users.findById(id);
    if (!row || row.deleted_at !== null) throw notFound('Usuário não encontrado');
    return {
      file,
      data: {
        conta: { ...(await getUserProfile(services, caller, id)), criadaEm: iso(row.created_at) },
        ...common,
        filas: (await services.tickets.historyOfClient(id)).map((t) => ({
          estabelecimento: displayNameOf(t),
          fila: t.queue_name,
          situacao: t.status,
          nome: t.name,
          telefone: t.phone,
          email: t.email,
          pessoas: t.group_size,
          grupo: JSON.parse(t.group_members) as unknown[],
          avancoPago: t.paid_advance === 1,
          esperaInformadaMin: t.quoted_wait_minutes,
          entrouEm: iso(t.joined_at),
          chamadoEm: iso(t.called_at),
          saiuEm: iso(t.left_at),
          filaEncerradaEm: iso(t.closed_at),
        })),
        pagamentos: (await services.advancePayments.listOfClient(id)).map((p) => ({
          id: p.id,
          fila: p.queue_name,
          situacao: p.status,
          posicoes: p.positions,
          posicoesAplicadas: p.applied_positions,
          valorCentavos: p.amount_cents,
          estornoCentavos: p.refund_cents,
          provedor: p.provider,
          cartao: p.card_last4 ? { bandeira: p.card_brand, final: p.card_last4 } : null,
          criadoEm: iso(p.created_at),
          liquidadoEm: iso(p.settled_at),
        })),
      },
    };
  }
  const row = await services.establishments.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  const periods = await services.subscriptions.listSince(id, 0);
  return {
    file,
    data: {
      empresa: { ...(await getEstablishment(services, caller, id)), criadaEm: iso(row.created_at) },
      ...common,
      filas: (await services.queues.listByEstablishment(id, true)).map((q) => ({
        id: q.id,
        nome: q.name,
        descricao: q.description,
        situacao: q.status,
        criadaEm: iso(q.created_at),
        encerradaEm: iso(q.closed_at),
      })),
      planos: periods.map((p) => ({
        plano: planOf(p.planId).name,
        inicio: iso(p.startsAt),
        fim: iso(p.expiresAt),
      })),
      pagamentosDePlanos: (await services.subscriptionPayments.listForEstablishment(id)).map((p) => ({
        id: p.id,
        situacao: p.status,
        plano: planOf(p.plan_id).name,
        descricao: p.description,
        valorCentavos: p.amount_cents,
        cartao: p.card_last4 ? { bandeira: p.card_brand, final: p.card_last4 } : null,
        cobranca: JSON.parse(p.billing) as unknown,
        criadoEm: iso(p.created_at),
        pagoEm: iso(p.settled_at),
      })),
    },
  };
}
