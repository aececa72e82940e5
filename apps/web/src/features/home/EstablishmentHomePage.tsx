import { useSession } from '../../lib/session/useSession';
import { WelcomePage } from './WelcomePage';

const STEPS = [
  {
    title: 'Crie suas filas',
    text: 'Em Gerenciar Filas, abra filas para cada serviço e defina como chamar.',
  },
  {
    title: 'Chame os clientes',
    text: 'Chame o próximo com um toque ou deixe a chamada automática trabalhar.',
  },
  {
    title: 'Acompanhe os números',
    text: 'No Dashboard, veja atendimentos, tempo médio de espera e receita.',
  },
];

export function EstablishmentHomePage() {
  const session = useSession('estabelecimento');
  return (
    <WelcomePage
      name={session?.name ?? ''}
      eyebrow="Área do estabelecimento"
      lead="Use o menu para gerenciar suas filas, acompanhar o dashboard e conhecer os planos."
      steps={STEPS}
    />
  );
}
