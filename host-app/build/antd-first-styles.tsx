/**
 * The antd styles of the first screens, made at build time (`build/first-screen.ts`) for the shell's page.
 *
 * antd writes its styles in the browser: for each component the first time it renders, it works out the
 * component's tokens and turns a style object into CSS (70 KB of it for Button), one of the longest tasks of
 * a first visit on a phone. Rendered here once with the site's theme, the same CSS goes into `index.html`
 * with antd's own record of which styles it holds (`extractStyle`); antd reads that record before writing a
 * style and skips the ones the page has. A component not listed here, a theme that differs (reduced motion)
 * or another antd version simply falls back to antd writing the style at run time.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ThemeProvider } from '@partyeasy/shared-ui/theme-provider';
import { Button, Checkbox, Flex } from 'antd';
import { renderToString } from 'react-dom/server';

/** The antd components on the first screen of `/` and of a vendor profile (Wave comes with Button). */
function FirstScreenComponents() {
  return (
    <>
      <Button>Book</Button>
      <Checkbox />
      <Flex />
    </>
  );
}

/**
 * The CSS text, for a `<style>` at the start of `<head>` (`@partyeasy/mf-config`). Class names carry a hash that differs between a
 * production and a development build of antd: this runs with `NODE_ENV=production` (see `package.json`).
 */
export function antdFirstStyles(): string {
  if (process.env.NODE_ENV !== 'production') {
    throw new Error('antd-first-styles: run with NODE_ENV=production, as the production build is');
  }
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ThemeProvider>
        <FirstScreenComponents />
      </ThemeProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
