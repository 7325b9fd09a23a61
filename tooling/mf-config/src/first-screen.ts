/**
 * The build contract between the host-app and the shell for the static first screens of `index.html`.
 *
 * The host-app's production build writes `dist/first-screen.json` (`host-app/build/first-screen.ts`): the
 * home hero, a vendor profile's template and the inline scripts that place and fill them, drawn by its own
 * components, with their antd styles. The shell's production build reads that file (from the host-app's
 * package, or `PARTYEASY_FIRST_SCREEN` for a released host-app's copy) and puts it into its page, with the
 * shell's own entry loader (`loadEntry`). Neither build compiles the other's source.
 */
import { existsSync, readFileSync } from 'node:fs';

/** `first-screen.json` as the host-app's build writes it. */
export interface HostFirstScreen {
  /** Contract version: the shell refuses a file of another major. */
  format: 1;
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

/** What the shell's page gets: the host-app's screens and the shell's entry loader. */
export interface FirstScreens extends HostFirstScreen {
  /** `loadEntryAfterFirstScreen` of the shell's `src/app/drop-prerendered.ts`, uncalled. */
  loadEntry: string;
}

export const FIRST_SCREEN_FORMAT = 1;

/** Reads and checks a host-app's `first-screen.json`; a clear error instead of a page without its first screen. */
export function readHostFirstScreen(file: string): HostFirstScreen {
  if (!existsSync(file)) {
    throw new Error(
      `No first screen at ${file}: build the host-app first (pnpm --filter @partyeasy/host-app build) or set PARTYEASY_FIRST_SCREEN to a released host-app's first-screen.json`,
    );
  }
  const screen = JSON.parse(readFileSync(file, 'utf8')) as Partial<HostFirstScreen>;
  if (screen.format !== FIRST_SCREEN_FORMAT) {
    throw new Error(`${file}: first-screen format ${screen.format}, this shell reads ${FIRST_SCREEN_FORMAT}`);
  }
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
