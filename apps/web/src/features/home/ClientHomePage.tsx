import { useSession } from '../../lib/session/useSession';
import { type HomeCard, WelcomePage } from './WelcomePage';

const CARDS: HomeCard[] = [
  {
    title: 'Encontre um lugar',
    text: 'Busque restaurantes, barbearias, clínicas e academias e entre na fila, sozinho ou em grupo.',
    to: '/cliente/estabelecimentos',
  },
  {
    title: 'Acompanhe sua vez',
    text: 'Em Minhas Filas, veja sua posição e o tempo estimado de espera, ao vivo.',
    to: '/cliente/minhas-filas',
  },
  {
    title: 'Tire suas dúvidas',
    text: 'Entenda a fila bidimensional, os grupos e como avançar posições.',
    to: '/faq',
  },
];

export function ClientHomePage() {
  const session = useSession('cliente');
  return (
    <WelcomePage
      name={session?.name.split(' ')[0] ?? ''}
      eyebrow="Área do cliente"
      lead="Encontre estabelecimentos, entre na fila sem ficar parado na porta e acompanhe sua vez pelo celular."
      cards={CARDS}
    />
  );
}
