import { useDocumentTitle } from '@partyeasy/shared-ui/components/use-document-title';
import { startTransition, useEffect, useState } from 'react';
import { BrowseSection } from '../../browse';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';

/**
 * The home route: hero, How It Works and the vendor browse. What lies below the hero is drawn in a second,
 * interruptible pass (a transition started once the hero has been committed): one commit of the whole page
 * with its twelve vendor cards was the longest task of a first visit.
 *
 * Not `useDeferredValue(true, false)`: mounted inside the shell's Suspense boundary of a remote page (which
 * first suspends on the page's code), React 19 re-rendered the hero and committed the boundary's fallback
 * again for every deferred attempt, about 600 commits in 0.2 s on a first visit, before the page settled.
 */
export function HomePage() {
  useDocumentTitle(null);
  const [belowHero, setBelowHero] = useState(false);
  useEffect(() => startTransition(() => setBelowHero(true)), []);
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
