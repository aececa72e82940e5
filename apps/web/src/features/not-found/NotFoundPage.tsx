import { ButtonLink } from '../../components/ui/Button';
import { homePathOf, useCurrentSession } from '../../lib/session/useSession';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  usePageTitle('Página não encontrada');
  const session = useCurrentSession();
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>Página não encontrada (404)</h1>
      <p className={styles.text}>O endereço que você procurou não existe ou foi movido.</p>
      <ButtonLink to={session ? homePathOf(session.userType) : '/'}>Voltar para o início</ButtonLink>
    </section>
  );
}
