/**
 * Static markup of the home page's first screen, for the shell's `index.html` (see
 * `shell/build/prerender.ts`): the visitor sees the real hero, drawn by this same component, before any
 * script has run. The shell removes it in the frame in which the live page replaces it.
 */
import { brandColors, fontFamily, partyEasyTheme } from '@partyeasy/shared-ui/theme';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Hero } from './features/home/components/hero';

/** The id of the element that holds the static copy; the shell removes it. */
export const PRERENDERED_ID = 'prerendered';

/** The hero at `/`, as it first renders, with the page text styles the live page gets from the theme. */
export function prerenderHome(): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/']}>
      <Hero />
    </MemoryRouter>,
  );
}

/** Styles of the static copy's holder: over the page at the hero's place, under the fixed header. */
export const prerenderedStyle = [
  'position:absolute',
  'top:64px',
  'left:0',
  'right:0',
  'z-index:1',
  `font-family:${fontFamily.replaceAll('"', "'")}`,
  `font-size:${partyEasyTheme.token?.fontSize}px`,
  `line-height:${partyEasyTheme.token?.lineHeight}`,
  `color:${brandColors.text}`,
].join(';');
