import { isAttendant } from '../../lib/session/session-shape';
import { useSession } from '../../lib/session/useSession';
import { type HomeCard, WelcomePage } from './WelcomePage';

const CARDS: HomeCard[] = [
  {
    title: 'Gerencie suas filas',
    text: 'Crie filas para cada serviço, chame o próximo com um toque ou deixe a chamada automática trabalhar.',
    to: '/estabelecimento/gerenciar-filas',
  },
  {
    title: 'Acompanhe os números',
    text: 'No Dashboard, veja atendimentos, tempo médio de espera e receita.',
    to: '/estabelecimento/dashboard',
  },
  {
    title: 'Escolha seu plano',
    text: 'Compare o Essencial e o Profissional e veja até quando vale o seu plano.',
    to: '/estabelecimento/planos',
  },
];

/** An Atendente runs the queues: the business's cards are not theirs (decision 070). */
const COUNTER_CARDS: HomeCard[] = [
  {
    title: 'Atenda as filas',
    text: 'Chame o próximo, chame de novo, marque quem não compareceu e adicione quem chega ao balcão.',
    to: '/estabelecimento/gerenciar-filas',
  },
];

export function EstablishmentHomePage() {
  const session = useSession('estabelecimento');
  if (isAttendant(session)) {
    return (
      <WelcomePage
        name={session?.membroNome?.split(' ')[0] ?? session?.name ?? ''}
        eyebrow={session?.name ?? 'Área do estabelecimento'}
        lead="Você faz parte da equipe como Atendente: as filas do estabelecimento estão em Gerenciar Filas."
        cards={COUNTER_CARDS}
      />
    );
  }
  return (
    <WelcomePage
      name={session?.membroNome?.split(' ')[0] ?? session?.name ?? ''}
      eyebrow="Área do estabelecimento"
      lead="Gerencie suas filas, acompanhe o dashboard e conheça os planos."
      cards={CARDS}
    />
  );
}
