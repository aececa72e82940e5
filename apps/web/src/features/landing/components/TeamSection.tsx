import styles from './CardGrid.module.css';
import { LandingSection } from './LandingSection';

// Roles, not people: we do not show invented names or stock photos.
const ROLES = [
  {
    title: 'Produto',
    text: 'Conversa com clientes e estabelecimentos e decide o que o Vez faz a seguir, sempre pensando em quem está esperando.',
  },
  {
    title: 'Engenharia',
    text: 'Constrói e mantém a plataforma: filas em tempo real, pagamentos seguros e dados protegidos conforme a LGPD.',
  },
  {
    title: 'Atendimento',
    text: 'Ajuda estabelecimentos a configurar suas filas e responde às dúvidas de clientes pelo e-mail de suporte.',
  },
];

export function TeamSection() {
  return (
    <LandingSection
      id="equipe"
      eyebrow="Equipe"
      title="Quem faz o Vez"
      lead="Três frentes que trabalham juntas para que a sua vez chegue sem surpresa."
    >
      <ul className={styles.grid}>
        {ROLES.map((role) => (
          <li key={role.title} className={styles.card}>
            <h3 className={styles.title}>{role.title}</h3>
            <p className={styles.text}>{role.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
