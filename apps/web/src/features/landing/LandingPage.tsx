import { useEffect } from 'react';
import { LANDING_READY_EVENT } from '../../lib/prerender/boot-on-intent';
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

/** The public landing page (SPEC §1): every section keeps the anchor id other pages link to. */
export default function LandingPage() {
  usePageTitle('');
  // On the prerendered page, what the visitor pressed before the app took over is replayed now.
  useEffect(() => {
    document.dispatchEvent(new Event(LANDING_READY_EVENT));
  }, []);
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
