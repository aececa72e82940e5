import { Link } from 'react-router';
import styles from './Profile.module.css';

/** The terms text under the profile forms, pointing at the real pages. */
export function TermsNote() {
  return (
    <p className={styles.terms}>
      Ao salvar, você confirma que os dados são seus e estão corretos. Tratamos seus dados conforme os{' '}
      <Link to="/termos">Termos de Uso</Link> e a <Link to="/privacidade">Política de Privacidade</Link>, de
      acordo com a LGPD: você pode baixá-los ou excluir a conta quando quiser.
    </p>
  );
}
