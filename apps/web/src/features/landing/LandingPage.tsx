import { usePageTitle } from '../../lib/usePageTitle';
import { AboutSection } from './components/AboutSection';
import { ContactSection } from './components/ContactSection';
import { DownloadSection } from './components/DownloadSection';
import { Hero } from './components/Hero';
import { OfferSection } from './components/OfferSection';
import { PlansSection } from './components/PlansSection';
import { SectionNav } from './components/SectionNav';
import { TeamSection } from './components/TeamSection';
import styles from './LandingPage.module.css';

/** The public landing page: every section keeps the anchor id other pages link to. */
export default function LandingPage() {
  usePageTitle('');
  return (
    <div className={styles.page}>
      <SectionNav />
      <Hero />
      <AboutSection />
      <OfferSection />
      <PlansSection />
      <TeamSection />
      <DownloadSection />
      <ContactSection />
    </div>
  );
}
