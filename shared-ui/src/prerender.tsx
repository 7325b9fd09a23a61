/**
 * Build time only (the apps' `build/first-screen.ts`, run by Node with `NODE_ENV=production`): a static first
 * screen drawn by an app's own components, with the antd styles they need made here instead of in the
 * browser (see `@partyeasy/mf-config/first-screen`). Not a shared module of the site.
 *
 * antd writes its styles in the browser: for each component the first time it renders, it works out the
 * component's tokens and turns a style object into CSS, one of the longest tasks of a first visit on a phone.
 * Rendered here once with the site's theme, the same CSS goes into the page with antd's own record of which
 * styles it holds (`extractStyle`); antd reads that record before writing a style and skips the ones the
 * page has. A component not rendered here, a theme that differs (reduced motion) or another antd version
 * simply falls back to antd writing the style at run time.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandColors } from './theme';
import { ThemeProvider } from './theme-provider';

/**
 * The antd components of the site's frame around every page (the header's `NavLinks` and `MobileMenu`; Wave
 * comes with Button): a page's static screen carries their styles too, or antd would write them in the
 * browser when the live frame appears.
 */
function FrameComponents() {
  return (
    <>
      <Button />
      <Flex />
    </>
  );
}

/**
 * Around a whole page drawn as a static screen (`/about`, `/vendor-landingpage`): the page's colour under it.
 * The screen lies over the live layout (`#prerendered` is absolutely positioned), which the app draws before
 * the page's own code has come, with its footer at the bottom of the first view: without a colour of its
 * own, a long screen would show that footer through its gaps until the live page replaces it.
 */
export function WholePage({ children }: { children: ReactNode }) {
  return <div style={{ background: brandColors.pageBackground }}>{children}</div>;
}

/** antd's preset colours (its `PresetColors`), which Button draws in every variant. */
const PRESET_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

const presetButton = new RegExp(`\\.ant-btn-color-(${PRESET_COLORS.join('|')})(?![\\w-])`);

/**
 * `css` without the rules of Button's preset colours (its `color` prop set to `magenta`…): most of the CSS antd
 * makes for Button, in every page that carries a static screen, though the site draws its buttons in the
 * theme's primary, default and danger colours only (`prerender.test.tsx` checks that no code asks for a preset
 * colour: with antd's record saying Button's styles are in the page, antd would not write them later). A rule
 * goes when each selector of its list names a preset colour; at-rules (`@media`…) are kept whole.
 */
export function withoutPresetButtonColors(css: string): string {
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    // The block's end, counting nested braces (an at-rule's).
    let depth = 0;
    let end = open;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    const prelude = css.slice(at, open);
    const drop =
      !prelude.trim().startsWith('@') && prelude.split(',').every((selector) => presetButton.test(selector));
    if (!drop) out += css.slice(at, end + 1);
    at = end + 1;
  }
  return out + css.slice(at);
}

/**
 * The markup of `node` in the site's theme and the CSS text of the antd styles it and the site's frame use
 * (without Button's preset colours: `withoutPresetButtonColors`).
 * Class names carry a hash that differs between a production and a development build of antd: this refuses to
 * run without `NODE_ENV=production`, as the production build is.
 */
export function renderFirstScreen(node: ReactNode): { html: string; style: string } {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('renderFirstScreen: run with NODE_ENV=production, as the production build is');
  }
  const cache = createCache();
  const styled = (content: ReactNode) =>
    renderToStaticMarkup(
      <StyleProvider cache={cache}>
        <ThemeProvider>{content}</ThemeProvider>
      </StyleProvider>,
    );
  const html = styled(node);
  styled(<FrameComponents />);
  return { html, style: withoutPresetButtonColors(extractStyle(cache, { plain: true, types: ['style'] })) };
}
