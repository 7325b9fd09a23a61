/**
 * The static first screens of this app's public pages, for the shell's pages (`build/first-screen.ts` writes
 * them into `dist/first-screen.json`, format in `@partyeasy/mf-config/first-screen`): drawn by the live
 * page's own components, shown before any script has run and replaced in place by the live page.
 */
import type { PageFirstScreen } from '@partyeasy/mf-config/first-screen';
import type { VendorAppPath } from '@partyeasy/routes';
import { renderFirstScreen } from '@partyeasy/shared-ui/prerender';
import { LandingHero } from './features/landing/routes/vendor-landing-page';

const LANDING_PATH: VendorAppPath = '/vendor-landingpage';

/** /vendor-landingpage: its hero (title, pitch, the start link, which works without the app too). */
export function prerenderPages(): PageFirstScreen[] {
  return [{ path: LANDING_PATH, ...renderFirstScreen(<LandingHero />), inert: false }];
}
