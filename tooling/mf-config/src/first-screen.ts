/**
 * The build contract between the apps and the shell for the static first screens of the shell's pages.
 *
 * Each app's production build that owns a public page writes `dist/first-screen.json`, drawn by its own
 * components with their antd styles: the host-app the home hero and a vendor profile's template with the
 * inline scripts that place and fill them (in the page every address gets, `index.html`), and a screen per
 * address for its other pages (`pages`); the vendor-app its landing page's. The shell's production build
 * reads those files (from each app's package, or `PARTYEASY_FIRST_SCREEN` / `PARTYEASY_VENDOR_FIRST_SCREEN`
 * for a released app's copy), adds its own pages' screens and entry loader, and writes one page per address
 * of `pages` (`<path>.html`, e.g. `login.html` for `/login`) beside `index.html`: a screen and its styles
 * are paid only where they show. Neither build compiles the other's source.
 *
 * Format 2 (this one) added `pages`; the shell refuses a file of another major.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The static first screen of one address, served as its own page. */
export interface PageFirstScreen {
  /** The address (a pathname without a trailing slash, e.g. `/login`): served as `<path>.html`. */
  path: string;
  /** Its markup, drawn by the owning app's components: the content of the holder. */
  html: string;
  /**
   * Its CSS (the antd styles of its components, with antd's record of them, and the rules of the CSS modules its
   * markup uses, `cssModuleRules`): in that page's `<head>` only.
   */
  style: string;
  /**
   * Its controls do nothing until the live page replaces it (`inert`): a form, whose typed text the live
   * page would not have.
   */
  inert: boolean;
}

/** What every app's `first-screen.json` carries. */
export interface FirstScreenPages {
  /** Contract version: the shell refuses a file of another major. */
  format: 2;
  pages: PageFirstScreen[];
}

/** The host-app's `first-screen.json`: its pages, and the screens of the page every other address gets. */
export interface HostFirstScreen extends FirstScreenPages {
  /** The id of the element that holds the static copy; the shell removes it. */
  id: string;
  style: string;
  home: string;
  profileTemplateId: string;
  profile: string;
  /** Inline scripts (their source text, called): place the right screen, fill a profile's. */
  scripts: { place: string; fill: string };
  /** The antd styles of those screens (CSS text). */
  antdStyle: string;
  /** A vendor profile's address, a regular expression's source. */
  profilePath: string;
}

/** What the shell's page gets: the host-app's screens, every app's pages and the shell's own scripts. */
export interface FirstScreens extends HostFirstScreen {
  /** `loadEntryAfterFirstScreen` of the shell's `src/app/drop-prerendered.ts`, uncalled. */
  loadEntry: string;
  /**
   * `fillConfigText` of the same file, uncalled: a module script (after `env.js`) that puts the runtime
   * configuration's values into a screen's `data-config` slots (the product name of a deployment).
   */
  fillConfig: string;
}

export const FIRST_SCREEN_FORMAT = 2;

/** The page file that serves an address's screen: `/login` → `login.html`. */
export function pageFile(path: string): string {
  return `${path.replace(/^\/+/, '')}.html`;
}

function read(file: string, hint: string): Partial<HostFirstScreen> {
  if (!existsSync(file)) throw new Error(`No first screen at ${file}: ${hint}`);
  const screen = JSON.parse(readFileSync(file, 'utf8')) as Partial<HostFirstScreen>;
  if (screen.format !== FIRST_SCREEN_FORMAT) {
    throw new Error(`${file}: first-screen format ${screen.format}, this shell reads ${FIRST_SCREEN_FORMAT}`);
  }
  if (!Array.isArray(screen.pages)) throw new Error(`${file}: pages is missing`);
  for (const page of screen.pages) {
    if (
      !/^\/[\w-]+(\/[\w-]+)*$/.test(String(page?.path)) ||
      typeof page.html !== 'string' ||
      typeof page.style !== 'string' ||
      typeof page.inert !== 'boolean'
    ) {
      throw new Error(
        `${file}: a page needs a path (/a-b/c), html, style and inert: ${JSON.stringify(page)}`,
      );
    }
  }
  return screen;
}

/**
 * The rules of the CSS modules whose classes `html` uses, for the style of a screen drawn at build time: Node
 * imports those modules through `@partyeasy/mf-config/css-modules` (run with `--import` of it), which names
 * their classes `pe-<file>-<class>` and keeps their rules by that prefix. Empty without it.
 */
export function cssModuleRules(html: string): string {
  const modules = (globalThis as { __partyEasyCssModules?: Record<string, string> }).__partyEasyCssModules;
  return Object.entries(modules ?? {})
    .filter(([prefix]) => html.includes(prefix))
    .map(([, css]) => css)
    .join('');
}

/** Reads and checks an app's `first-screen.json` (its `pages`); a clear error instead of a page without its screen. */
export function readFirstScreenPages(file: string, hint: string): FirstScreenPages {
  return read(file, hint) as FirstScreenPages;
}

/** Reads and checks a host-app's `first-screen.json`; a clear error instead of a page without its first screen. */
export function readHostFirstScreen(file: string): HostFirstScreen {
  const screen = read(
    file,
    "build the host-app first (pnpm --filter @partyeasy/host-app build) or set PARTYEASY_FIRST_SCREEN to a released host-app's first-screen.json",
  );
  for (const key of [
    'id',
    'style',
    'home',
    'profileTemplateId',
    'profile',
    'antdStyle',
    'profilePath',
  ] as const) {
    if (typeof screen[key] !== 'string') throw new Error(`${file}: ${key} is missing`);
  }
  return screen as HostFirstScreen;
}
