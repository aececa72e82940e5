import { PROFISSIONAL_ONLY_MESSAGE } from '@vez/domain';
import { ButtonLink } from '../../../components/ui/Button';
import { PLANS_PATH } from '../../plans';
import styles from './Dashboard.module.css';

/** What the Profissional statistics offer, for an establishment without that plan (never a dead end). */
export function ProfissionalTeaser() {
  return (
    <div className={styles.teaser}>
      <p>{PROFISSIONAL_ONLY_MESSAGE}</p>
      <ul>
        <li>Taxa de abandono e clientes por dia</li>
        <li>Mapa de chegadas por dia da semana e hora, para saber quando reforçar a equipe</li>
        <li>Precisão das estimativas de espera que seus clientes recebem</li>
        <li>Avanços pagos e ganhos, com totais</li>
        <li>Relatórios do período em PDF e planilha</li>
      </ul>
      <ButtonLink to={PLANS_PATH}>Conheça o plano Profissional</ButtonLink>
    </div>
  );
}
