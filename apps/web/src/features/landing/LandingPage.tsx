import { ButtonLink } from '../../components/ui/Button';
import { usePageTitle } from '../../lib/usePageTitle';

// Minimal on purpose: the full landing page (sections #sobre, #equipe, #oferece, #plano,
// #baixarapp, #contato) replaces this file in a later issue.
export default function LandingPage() {
  usePageTitle('');
  return (
    <section>
      <h1>Vez — sua vez, sem fila na porta</h1>
      <p>Entre na fila de restaurantes, barbearias, clínicas e academias de onde estiver.</p>
      <ButtonLink to="/escolha-login">Entrar</ButtonLink>
    </section>
  );
}
