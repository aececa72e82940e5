/**
 * A service point (issue 37): a place of the establishment where people are served — 'Cadeira 2',
 * 'Consultório 1', 'Caixa'. A call may send the person to one; what they read and hear then names it.
 * No zod here: the client's called state and the TV panel read these words on their first draw.
 */

/** The article Portuguese puts before the point's name: 'à Cadeira 2', 'ao Consultório 1'. */
export type PointArticle = 'a' | 'o';
export const POINT_ARTICLES = ['a', 'o'] as const satisfies readonly PointArticle[];

/** Where a call sent the person: the point's name and article as they were at the call. */
export interface CalledPoint {
  nome: string;
  artigo: PointArticle;
}

/** 'à Cadeira 2' / 'ao Consultório 1'. */
export function toPoint(point: CalledPoint): string {
  return `${point.artigo === 'a' ? 'à' : 'ao'} ${point.nome}`;
}

/**
 * What a called person is told to do: go to the point, or (a call without a point, as before service
 * points existed) to the service.
 */
export function directionText(point: CalledPoint | null | undefined): string {
  return point ? `Dirija-se ${toPoint(point)}.` : 'Dirija-se ao atendimento.';
}

/** The owner's toast after a call: 'Cliente Ana foi chamado!' or '… foi chamado para a Cadeira 2!'. */
export function calledMessage(name: string, point: CalledPoint | null | undefined): string {
  if (!point) return `Cliente ${name} foi chamado!`;
  return `Cliente ${name} foi chamado para ${point.artigo} ${point.nome}!`;
}

/** Words that name a place served by a man's article though they end in 'a' (o caixa, o guarda-volumes). */
const MASCULINE_ENDING_IN_A = new Set(['caixa', 'guarda', 'dia', 'mapa', 'sofa', 'tema', 'sistema']);
/** Words of a feminine place that do not end in 'a'. */
const FEMININE = new Set(['cabine', 'recepcao', 'estacao', 'secao', 'unidade', 'bancada', 'triagem']);

/**
 * The article a point's name most likely takes, by its first word: the form starts with it and the
 * owner sees the sentence it makes ('Dirija-se à Cadeira 1'), so a wrong guess is corrected there.
 */
export function guessArticle(name: string): PointArticle {
  const first = (name.trim().split(/\s+/)[0] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (MASCULINE_ENDING_IN_A.has(first)) return 'o';
  if (FEMININE.has(first)) return 'a';
  if (/(a|cao|sao|dade|gem)$/.test(first)) return 'a';
  return 'o';
}

/** What the TV says for a call: 'Ana S., sua vez', or 'Ana S., cadeira 2' to a point. */
export function spokenCall(maskedName: string, point: CalledPoint | null | undefined): string {
  return point ? `${maskedName}, ${point.nome.toLowerCase()}` : `${maskedName}, sua vez`;
}
