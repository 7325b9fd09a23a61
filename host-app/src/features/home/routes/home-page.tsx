import { BrowseSection } from '../../browse';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';

/** The home route: hero, How It Works and the vendor browse. */
export function HomePage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <BrowseSection />
    </>
  );
}
