import { type CalledPoint, directionText } from '../service-points/point-words';

/** Why a client is told something about their ticket. */
/** 'uncalled': a call undone after its 'É a sua vez!' went out (decision 051). */
export type NoticeReason = 'near' | 'called' | 'recall' | 'broadcast' | 'uncalled';

export interface NoticeContext {
  establishment: string;
  queue: string;
  /** People ahead when the near-turn notice was decided. */
  ahead?: number;
  /** The establishment's message, for a broadcast. */
  message?: string;
  /** Where a call or a recall sent the person (issue 37); absent for a call without a point. */
  point?: CalledPoint | null;
}

export interface NoticeText {
  /** Push title and e-mail sender line: the establishment, so the client knows at once who calls. */
  title: string;
  body: string;
  subject: string;
}

function peopleAhead(ahead: number): string {
  if (ahead <= 0) return 'Você é o próximo';
  return ahead === 1 ? 'Falta 1 pessoa para a sua vez' : `Faltam ${ahead} pessoas para a sua vez`;
}

/**
 * The words of every notice, for every channel. Only the recipient's own queue and the establishment's
 * name appear: never another client's name or data.
 */
export function noticeText(reason: NoticeReason, context: NoticeContext): NoticeText {
  const where = `na fila ${context.queue}`;
  switch (reason) {
    case 'near': {
      const lead = peopleAhead(context.ahead ?? 0);
      return {
        title: context.establishment,
        body: `${lead} ${where}. Vá se aproximando.`,
        subject: `${lead} — ${context.establishment}`,
      };
    }
    case 'called':
      return {
        title: context.establishment,
        body: `É a sua vez ${where}! ${directionText(context.point)}`,
        subject: context.point
          ? `É a sua vez: ${context.point.nome} — ${context.establishment}`
          : `É a sua vez! — ${context.establishment}`,
      };
    case 'recall':
      return {
        title: context.establishment,
        body: `Estamos chamando você de novo ${where}. ${directionText(context.point)}`,
        subject: context.point
          ? `Chamando você de novo: ${context.point.nome} — ${context.establishment}`
          : `Chamando você de novo — ${context.establishment}`,
      };
    case 'uncalled':
      return {
        title: context.establishment,
        body: `A chamada ${where} foi desfeita pelo estabelecimento. Você continua no seu lugar; avisaremos quando for a sua vez.`,
        subject: `Chamada desfeita: você continua na fila — ${context.establishment}`,
      };
    case 'broadcast':
      return {
        title: context.establishment,
        body: `Aviso da fila ${context.queue}: ${context.message ?? ''}`.trim(),
        subject: `Aviso da fila ${context.queue} — ${context.establishment}`,
      };
  }
}

/** Whether a waiting ticket at `position` has reached its client's threshold (N people or fewer ahead). */
export function isNearTurn(position: number, noticeAhead: number): boolean {
  return position >= 1 && position - 1 <= noticeAhead;
}
