import styles from './AboutSection.module.css';
import { LandingSection } from './LandingSection';

const STEPS = [
  {
    title: 'Encontre o lugar',
    text: 'Busque o restaurante, a barbearia, a clínica ou a academia e veja as filas abertas.',
  },
  {
    title: 'Entre na fila',
    text: 'Sozinho ou em grupo de até 8 pessoas, com um toque. Você recebe sua posição na hora.',
  },
  {
    title: 'Acompanhe de onde estiver',
    text: 'Sua posição e o tempo estimado se atualizam ao vivo. Vá quando estiver perto da sua vez.',
  },
];

export function AboutSection() {
  return (
    <LandingSection
      id="sobre"
      eyebrow="Sobre o Vez"
      title="A fila continua existindo. Você só não precisa ficar nela."
      lead="O Vez transforma a fila da porta em uma fila virtual: o cliente espera onde quiser e o estabelecimento chama cada pessoa na ordem certa, sem papel e sem tumulto."
    >
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
