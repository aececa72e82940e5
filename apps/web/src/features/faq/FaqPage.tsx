import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

// Minimal on purpose: the FAQ accordion (5 categories) replaces this file in a later issue.
export default function FaqPage() {
  usePageTitle('Perguntas frequentes');
  return (
    <section>
      <h1>Perguntas frequentes</h1>
      <p>Tem alguma dúvida sobre o Vez? Use a caixa de feedback no fim da página para falar com a gente.</p>
      <p>
        <Link to="/">Voltar para o início</Link> · <Link to="/escolha-login">Entrar</Link>
      </p>
    </section>
  );
}
