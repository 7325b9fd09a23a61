/**
 * The static first screens of this app's public pages, for the shell's pages (`build/first-screen.ts` writes
 * them into `dist/first-screen.json`, format in `@partyeasy/mf-config/first-screen`): drawn by the live
 * page's own components, shown before any script has run and replaced in place by the live page.
 */
import type { PageFirstScreen } from '@partyeasy/mf-config/first-screen';
import type { VendorAppPath } from '@partyeasy/routes';
import { renderFirstScreen, WholePage } from '@partyeasy/shared-ui/prerender';
import { VendorLandingPage } from './features/landing/routes/vendor-landing-page';

const LANDING_PATH: VendorAppPath = '/vendor-landingpage';

/**
 * /vendor-landingpage: the whole page (its start links work without the app too; the FAQ and the testimonials
 * in their first state), so that its page carries the antd styles of every component it shows and antd
 * writes none of them in the browser. Its CSS module's rules are added by `build/first-screen.ts`.
 */
export function prerenderPages(): PageFirstScreen[] {
  const page = (
    <WholePage>
      <VendorLandingPage />
    </WholePage>
  );
  return [{ path: LANDING_PATH, ...renderFirstScreen(page), inert: false }];
}
