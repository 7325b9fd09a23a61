import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { useDeferredValue } from 'react';
import { BrowseSection } from '../../browse';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';

/**
 * The home route: hero, How It Works and the vendor browse. What lies below the hero is drawn in a second,
 * interruptible pass once the hero is on screen (`useDeferredValue` with `false` first): one commit of the
 * whole page with its twelve vendor cards was the longest task of a first visit.
 */
export function HomePage() {
  useDocumentTitle(null);
  const belowHero = useDeferredValue(true, false);
  return (
    <>
      <Hero />
      {belowHero ? (
        <>
          <HowItWorks />
          <BrowseSection />
        </>
      ) : null}
    </>
  );
}
