import { useSession } from '../../lib/session/useSession';
import { WelcomePage } from './WelcomePage';

const STEPS = [
  {
    title: 'Encontre um lugar',
    text: 'Em Estabelecimentos, busque restaurantes, barbearias, clínicas e academias.',
  },
  { title: 'Entre na fila', text: 'Sozinho ou em grupo, direto do celular, sem ficar parado na porta.' },
  { title: 'Acompanhe sua vez', text: 'Em Minhas Filas, veja sua posição e o tempo estimado de espera.' },
];

export function ClientHomePage() {
  const session = useSession('cliente');
  return (
    <WelcomePage
      name={session?.name ?? ''}
      eyebrow="Área do cliente"
      lead="Use o menu para encontrar estabelecimentos e acompanhar as filas em que você está."
      steps={STEPS}
    />
  );
}
