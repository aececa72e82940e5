import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from './AuthCard';
import styles from './LoginChoicePage.module.css';

const CHOICES = [
  {
    to: '/login',
    title: 'Cliente',
    description: 'Encontre estabelecimentos, entre em filas e acompanhe a sua vez.',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5Z',
  },
  {
    to: '/login-estab',
    title: 'Estabelecimento',
    description: 'Crie e gerencie filas, chame clientes e acompanhe seus números.',
    icon: 'M4 4h16l1 5a3 3 0 0 1-3 3 3 3 0 0 1-3-2 3 3 0 0 1-3 2 3 3 0 0 1-3-2 3 3 0 0 1-3 2 3 3 0 0 1-3-3l1-5Zm1 9.5V20h14v-6.5a4.6 4.6 0 0 1-3-.6 4.8 4.8 0 0 1-4 .6 4.8 4.8 0 0 1-4-.6 4.6 4.6 0 0 1-3 .6Z',
  },
];

export function LoginChoicePage() {
  usePageTitle('Como deseja entrar?');
  const navigate = useNavigate();
  return (
    <AuthCard title="Como deseja entrar?" subtitle="Escolha o tipo de conta para continuar.">
      <ul className={styles.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.to}>
            <Link to={choice.to} className={styles.choice}>
              <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
                <path fill="currentColor" d={choice.icon} />
              </svg>
              <span className={styles.text}>
                <span className={styles.title}>{choice.title}</span>
                <span className={styles.description}>{choice.description}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Voltar
        </Button>
        <Link to="/faq">Precisa de ajuda?</Link>
      </div>
    </AuthCard>
  );
}
