/**
 * The static first screens of the shell's own public pages, for their own pages (`login.html`,
 * `about.html`; `build/first-screens.ts` adds them to the apps' screens, format in
 * `@partyeasy/mf-config/first-screen`): drawn by the live pages' own components, shown before any script has
 * run and replaced in place by the live page. The product name goes into a `data-config` slot, which the
 * page fills from its runtime configuration (`fillConfigText` of `app/drop-prerendered.ts`).
 */
import type { PageFirstScreen } from '@partyeasy/mf-config/first-screen';
import { queryClient } from '@partyeasy/shared-domain/backend';
import { renderFirstScreen, WholePage } from '@partyeasy/shared-ui/prerender';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LoginCard } from './features/auth/routes/login-page';
import { AboutContent } from './features/static-pages/routes/about-page';

const ignore = () => undefined;

function screen(path: string, node: ReactNode, inert: boolean): PageFirstScreen {
  return {
    path,
    ...renderFirstScreen(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
      </MemoryRouter>,
    ),
    inert,
  };
}

/**
 * `/login`: the whole log-in card (inert: what is typed before the live form replaces it would be lost);
 * `/about`: the whole page (its two buttons are links, which work before the app runs), so that its page
 * carries the antd styles of every component it shows and antd writes none of them in the browser.
 * `productName` is the name of the runtime configuration the build ships.
 */
export function prerenderPages(productName: string): PageFirstScreen[] {
  const name = <span data-config="productName">{productName}</span>;
  return [
    screen('/login', <LoginCard productName={name} onGoogleError={ignore} onSignedIn={ignore} />, true),
    screen(
      '/about',
      <WholePage>
        <AboutContent productName={name} />
      </WholePage>,
      false,
    ),
  ];
}
