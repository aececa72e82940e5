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

export function EstablishmentHomePage() {
  const session = useSession('estabelecimento');
  return (
    <WelcomePage
      name={session?.name ?? ''}
      eyebrow="Área do estabelecimento"
      lead="Gerencie suas filas, acompanhe o dashboard e conheça os planos."
      cards={CARDS}
    />
  );
}
