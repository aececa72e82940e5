import styles from './CardGrid.module.css';
import { LandingSection } from './LandingSection';

const OFFERS = [
  {
    title: 'Agilidade',
    text: 'Menos de 60 segundos da conexão à fila. Sem baixar nada, sem formulário longo: escolheu, entrou.',
    icon: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  },
  {
    title: 'Flexibilidade',
    text: 'Espere onde for melhor para você, entre sozinho ou com seu grupo e, se tiver pressa, pague para avançar posições.',
    icon: 'M4 7h13l-3-3m3 3-3 3M20 17H7l3-3m-3 3 3 3',
  },
  {
    title: 'Inovação',
    text: 'A fila bidimensional organiza posições e grupos com letras (2a, 2b), e tudo se atualiza ao vivo na tela.',
    icon: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M6 18l2.5-2.5m7-7L18 6',
  },
  {
    title: 'Pioneirismo',
    text: 'Levamos a fila virtual a negócios de todos os tamanhos, do salão do bairro à clínica com várias filas.',
    icon: 'M5 21V4m0 0h11l-2 4 2 4H5',
  },
];

export function OfferSection() {
  return (
    <LandingSection
      id="oferece"
      eyebrow="O que oferecemos"
      title="Feito para quem espera e para quem atende"
      tone="muted"
    >
      <ul className={styles.grid}>
        {OFFERS.map((offer) => (
          <li key={offer.title} className={styles.card}>
            <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
              <path
                d={offer.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className={styles.title}>{offer.title}</h3>
            <p className={styles.text}>{offer.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
