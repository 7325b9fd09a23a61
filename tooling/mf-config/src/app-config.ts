/**
 * `@partyeasy/mf-config`: the one Rsbuild + Module Federation setup used by the shell and the three remotes
 * (each imports it through its package.json), so that the shared singletons, the antd import transform and
 * the ports are defined once. Nothing here reads an app's source: each app passes what is its own.
 * Why it is shaped this way: docs/adr/0001-module-federation-by-audience.md, 0012-first-visit-budget.md.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  defineConfig,
  type HtmlTag,
  type HtmlTagDescriptor,
  type RsbuildConfig,
  type RsbuildPlugin,
  rspack,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { type FirstScreens, type PageFirstScreen, pageFile } from './first-screen.ts';

export type { FirstScreens } from './first-screen.ts';

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  import?: string | false;
  eager?: boolean;
};

export type AppName = 'shell' | 'hostApp' | 'vendorApp' | 'adminApp';

export const appPorts: Record<AppName, number> = {
  shell: 3000,
  hostApp: 3001,
  vendorApp: 3002,
  adminApp: 3003,
};

/** This package's own files (the page template, the realtime stand-in, the local runtime configuration). */
const configDir = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * The app being built: `rsbuild` runs in its directory. Shared packages are resolved from it, so that the
 * versions an app declares are the ones it was built with.
 */
let appDir = process.cwd();

/** Directory of an installed package, found from `from` (pnpm only links direct dependencies). */
function packageDir(name: string, from = appDir): string {
  const require = createRequire(join(from, 'package.json'));
  return dirname(require.resolve(`${name}/package.json`));
}

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function singleton(dir: string, importPath?: string): SharedConfig {
  const version = packageVersion(dir);
  return {
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    ...(importPath ? { import: importPath } : {}),
  };
}

/**
 * Every antd component entry (`antd/es/<component>`) as its own singleton with an absolute import path,
 * so the shell provides all of them (a remote's Modal must come from the shell's antd, with its theme),
 * plus the barrel pointed at the ES build and the deep hook pro-components imports.
 */
function antdShared(): Record<string, SharedConfig> {
  const antdDir = packageDir('antd');
  const esDir = join(antdDir, 'es');
  const shared: Record<string, SharedConfig> = {
    antd: singleton(antdDir, join(esDir, 'index.js')),
    'antd/es/grid/hooks/useBreakpoint': singleton(antdDir, join(esDir, 'grid/hooks/useBreakpoint.js')),
    '@ant-design/cssinjs': singleton(packageDir('@ant-design/cssinjs', antdDir)),
  };
  for (const entry of readdirSync(esDir, { withFileTypes: true })) {
    const index = join(esDir, entry.name, 'index.js');
    if (entry.isDirectory() && !entry.name.startsWith('_') && existsSync(index)) {
      shared[`antd/es/${entry.name}`] = singleton(antdDir, index);
    }
  }
  return shared;
}

function workspacePackage(dir: string, entry: string): SharedConfig {
  return singleton(dir, join(dir, entry));
}

/**
 * shared-ui as one singleton per module (`@partyeasy/shared-ui/components/vendor-card`, `/theme`, …), not
 * one barrel: a page fetches the components it renders, not every antd part any shared component uses
 * (Steps, Modal, Drawer, Statistic…). The shell provides them all, like the antd entries.
 */
function sharedUiModules(): Record<string, SharedConfig> {
  const dir = packageDir('@partyeasy/shared-ui');
  const exports = (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports: Record<string, string> }
  ).exports;
  const shared: Record<string, SharedConfig> = {};
  for (const [key, target] of Object.entries(exports)) {
    if (
      key === '.' ||
      key.includes('*') ||
      key.endsWith('.json') ||
      key.startsWith('./testing') ||
      key === './standalone' ||
      key === './prerender'
    )
      continue;
    shared[`@partyeasy/shared-ui${key.slice(1)}`] = workspacePackage(dir, target);
  }
  const componentsDir = join(dir, 'src/components');
  for (const file of readdirSync(componentsDir)) {
    const match = /^([a-z-]+)\.tsx$/.exec(file);
    if (match)
      shared[`@partyeasy/shared-ui/components/${match[1]}`] = workspacePackage(dir, `src/components/${file}`);
  }
  return shared;
}

/** The shared singletons: one React, one router (`@partyeasy/shared-ui/router`), one QueryClient, one jotai store, one antd theme. */
export function sharedDependencies(): Record<string, SharedConfig> {
  const reactDir = packageDir('react');
  const reactDomDir = packageDir('react-dom');
  const jotaiDir = packageDir('jotai');
  const domainDir = packageDir('@partyeasy/shared-domain');
  return {
    react: singleton(reactDir),
    'react/': singleton(reactDir),
    'react-dom': singleton(reactDomDir),
    'react-dom/': singleton(reactDomDir),
    '@tanstack/react-query': singleton(packageDir('@tanstack/react-query')),
    jotai: singleton(jotaiDir),
    'jotai/': singleton(jotaiDir),
    '@supabase/supabase-js': singleton(packageDir('@supabase/supabase-js')),
    ...sharedUiModules(),
    '@partyeasy/shared-domain/backend': workspacePackage(domainDir, 'src/backend/index.ts'),
    ...antdShared(),
  };
}

/**
 * React and react-dom, which every page runs first, come with the shell's page itself (`eager`: plain
 * `<script defer>` tags in its `index.html`) instead of being found through the share scope after the shell's
 * entry has run: one hop fewer before anything renders. Remotes still take them from the share scope, the
 * same copy.
 */
const EAGER_ON_SHELL = ['react', 'react/', 'react-dom', 'react-dom/'];

/**
 * The shared modules as one app's production or development build declares them. A remote's production
 * build runs only inside the shell (it takes the shell's federation runtime too), so it takes every shared
 * module from the shell and ships no copies of its own (`import: false`). It declares the range it was built
 * against (`requiredVersion: ^<version it resolved>`, e.g. `^1.0.0` for shared-ui, `^19.2.0` for React): the
 * remote's `mf-manifest.json` carries those ranges, and the shell's runtime plugin
 * (`shell/src/app/remotes/shared-version-guard.ts`) refuses a remote whose ranges the shell's versions do not
 * satisfy, before any of its code runs (`check-shared` does the same on the built manifests in CI). The
 * shell, which provides every shared module and consumes only its own, asks for no range
 * (`requiredVersion: false`): there is nothing to choose between, and the federation runtime would otherwise
 * parse and compare semver ranges for every shared module the shell's own page asks for
 * (docs/adr/0014-remotes-released-alone.md).
 */
function sharedFor(isRemote: boolean, production: boolean): Record<string, SharedConfig> {
  const shared = sharedDependencies();
  if (!production) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      if (isRemote) return [key, { ...config, import: false }];
      const built = { ...config, requiredVersion: false as const };
      return [key, EAGER_ON_SHELL.includes(key) ? { ...built, eager: true } : built];
    }),
  );
}

const ANTD_BASE =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(@babel[\\/]runtime|rc-util|@rc-component[\\/]util|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|rc-motion|rc-resize-observer|classnames|@emotion[\\/]hash|@emotion[\\/]unitless|stylis|antd[\\/]es[\\/](_util|style|theme|config-provider|locale))[\\/]/;

/**
 * The antd styles of the first screens go first in antd's own queue of styles (rc-util's `prependQueue`, at
 * the priority of component styles): the styles antd writes later for other components go after them, in
 * the order they would have had.
 */
const ANTD_STYLE_ATTRS = { 'data-rc-order': 'prependQueue', 'data-rc-priority': '-999' };

/**
 * The shell's page: the home hero at the start of `<body>` and the profile's template, with the inline
 * script that keeps the one the address needs (or neither) before the first paint; in `<head>`, right after
 * `env.js` and before the app's code (module scripts run in document order with deferred ones), the script
 * that fills a profile's first screen; first in `<head>`, the antd styles of those screens. None for the
 * remotes, none in development.
 */
function firstScreenTags(screens: FirstScreens | null): HtmlTagDescriptor[] {
  if (!screens) return [];
  const { id, style, home, profileTemplateId, profile, scripts, antdStyle } = screens;
  return [
    { tag: 'style', attrs: ANTD_STYLE_ATTRS, children: antdStyle, head: true, append: false },
    { tag: 'script', attrs: { type: 'module' }, children: scripts.fill, head: true, append: false },
    // In every page (here too, where it finds no slot): the pages' inline scripts are those of index.html,
    // whose hashes the Content-Security-Policy allows.
    {
      tag: 'script',
      attrs: { type: 'module' },
      children: `(${screens.fillConfig})(${JSON.stringify(id)});`,
      head: true,
      append: false,
    },
    { tag: 'div', attrs: { id, style }, children: home, head: false, append: false },
    { tag: 'template', attrs: { id: profileTemplateId }, children: profile, head: false, append: false },
    { tag: 'script', children: scripts.place, head: false, append: false },
    (tags) => entryAfterFirstScreen(tags, screens),
  ];
}

/** `html` with `from` replaced by `to`, where `from` must occur exactly once (else the page's shape changed). */
function replaceOnce(html: string, from: string, to: string): string {
  const at = html.indexOf(from);
  if (at < 0 || html.indexOf(from, at + 1) >= 0)
    throw new Error(`first-screen pages: expected once in index.html: ${from.slice(0, 80)}`);
  return html.slice(0, at) + to + html.slice(at + from.length);
}

/**
 * The page of one address with a screen of its own (`<path>.html`): the built `index.html` with that screen in
 * the holder and its styles in place of the home's and the profile's, and without the scripts and template
 * that place and fill those. The rest (the runtime configuration, the entry loader, the app) is the same page,
 * so its inline scripts are a subset of `index.html`'s.
 */
export function firstScreenPage(index: string, screens: FirstScreens, page: PageFirstScreen): string {
  const { id, home, profileTemplateId, profile, scripts, antdStyle } = screens;
  let html = replaceOnce(index, antdStyle, page.style);
  html = replaceOnce(html, `<script type="module">${scripts.fill}</script>`, '');
  html = replaceOnce(html, `<template id="${profileTemplateId}">${profile}</template>`, '');
  html = replaceOnce(html, `<script>${scripts.place}</script>`, '');
  html = replaceOnce(
    html,
    `<div id="${id}"`,
    `<div id="${id}" data-path="${page.path}"${page.inert ? ' inert' : ''}`,
  );
  return replaceOnce(html, home, page.html);
}

/**
 * The shell's production build: writes a page per address with a screen of its own (`login.html` for
 * `/login`) beside `index.html`, which keeps serving `/`, a profile and every other address. A server serves
 * `<path>.html` for `<path>` (the preview server does; see docs/platform.md for a deployment).
 */
function firstScreenPagesPlugin(screens: FirstScreens): RsbuildPlugin {
  return {
    name: 'partyeasy:first-screen-pages',
    setup(api) {
      api.onAfterBuild(() => {
        const dist = api.context.distPath;
        const index = readFileSync(join(dist, 'index.html'), 'utf8');
        for (const page of screens.pages)
          writeFileSync(join(dist, pageFile(page.path)), firstScreenPage(index, screens, page));
      });
    },
  };
}

/**
 * The shell's entry scripts (React and the federation runtime) come from an inline script at the end of
 * `<head>` instead of the build's `<script defer>` tags (`loadEntryAfterFirstScreen`): the same tags on any
 * page but a vendor profile, where they wait until its static photo has loaded (at most 1 s after the page was
 * parsed), so that they do not take the photo's bandwidth on a slow connection
 * (docs/adr/0008-static-first-screens.md).
 */
function entryAfterFirstScreen(tags: HtmlTag[], screens: FirstScreens): HtmlTag[] {
  const isEntry = (tag: HtmlTag) =>
    tag.tag === 'script' && String(tag.attrs?.src ?? '').includes('/static/js/');
  const sources = tags.filter(isEntry).map((tag) => String(tag.attrs?.src));
  if (sources.length === 0) return tags;
  const args = [sources, screens.profilePath, screens.id, 1000].map((arg) => JSON.stringify(arg)).join(', ');
  // `</script` inside an inline script would end it.
  const loader = `(${screens.loadEntry})(${args});`.replace(/<\/script/gi, '<\\/script');
  return [
    ...tags.filter((tag) => !isEntry(tag)),
    { tag: 'script', children: loader, head: true, append: true },
  ];
}

/**
 * A remote's production build takes the federation runtime from the shell, so its own `index.html` cannot
 * start it: opened directly, the page says where the remote runs instead of staying blank.
 */
function standaloneNoticeTags(name: AppName): HtmlTag[] {
  if (name === 'shell' || process.env.NODE_ENV !== 'production') return [];
  const dir = name.replace(/App$/, '-app');
  return [
    {
      tag: 'p',
      attrs: { style: 'font: 16px/1.5 system-ui, sans-serif; padding: 24px; margin: 0' },
      children: `This is the production build of PartyEasy's ${dir}: it runs inside the site (the shell on port ${appPorts.shell}). To work on it alone, run <code>pnpm dev</code> in <code>${dir}/</code>.`,
      head: false,
      append: false,
    },
  ];
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later): a script that starts with
 * it is compiled whole while it streams in, on a background thread, instead of each function on the main
 * thread the first time it is called. A chunk of these builds is fetched because its code is about to run (the
 * entry, React, the libraries every page runs, the page's own chunks), so its functions are compiled where they
 * do not hold up the page (docs/adr/0011-start-up-in-small-tasks.md). Added after minification (which would
 * drop the comment) and before the source maps, which it shifts by one line; scripts only (a `//` line would
 * break a stylesheet's first rule).
 */
function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** A dev/preview server hook an app adds (the shell's Content-Security-Policy header). */
export type ServerSetup = Extract<
  NonNullable<NonNullable<RsbuildConfig['server']>['setup']>,
  (...args: never[]) => unknown
>;

/** The local runtime configuration (`env.js`, the devstack's defaults) served in development. */
export const localPublicDir = join(configDir, 'public');

export interface AppConfigOptions {
  name: AppName;
  /** Page title of the app's own index.html. */
  title: string;
  /** Remotes expose modules; the shell exposes none and registers its remotes at run time. */
  exposes?: Record<string, string>;
  /**
   * The shell's production build only: the static first screens for its page (see `first-screen.ts`), or
   * null for none.
   */
  firstScreens?: FirstScreens | null;
  /** The app's directory (default: the working directory, where `rsbuild` runs). */
  root?: string;
  /** Middleware for the app's dev and preview servers. */
  serverSetup?: ServerSetup;
  /**
   * Federation runtime plugins registered as the runtime starts, before any shared module or remote loads:
   * files whose default export returns the plugin (the shell's `evaluate-in-turns`).
   */
  runtimePlugins?: string[];
}

/** Rsbuild config for one app: React, Module Federation, antd per-component imports, its fixed port. */
export function defineAppConfig({
  name,
  title,
  exposes,
  firstScreens = null,
  root = process.cwd(),
  serverSetup,
  runtimePlugins = [],
}: AppConfigOptions): RsbuildConfig {
  appDir = root;
  const isRemote = name !== 'shell';
  const screens = name === 'shell' && process.env.NODE_ENV === 'production' ? firstScreens : null;
  return defineConfig({
    plugins: [
      pluginReact(),
      ...(screens ? [firstScreenPagesPlugin(screens)] : []),
      pluginModuleFederation({
        name,
        ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
        remotes: {},
        ...(runtimePlugins.length > 0 ? { runtimePlugins } : {}),
        shared: sharedFor(isRemote, process.env.NODE_ENV === 'production'),
        // Use what is already loaded instead of fetching every remote's entry to compare versions first:
        // a remote that is down must not break the shared modules other pages need, nor cost bytes on `/`.
        shareStrategy: 'loaded-first',
        // One copy of the federation runtime on a page: the shell provides it, and a remote's production
        // build uses the shell's (docs/adr/0012-first-visit-budget.md). A remote has no remotes of its own.
        // In development a remote keeps its own runtime, so that its team can run it alone.
        experiments: isRemote
          ? {
              externalRuntime: process.env.NODE_ENV === 'production',
              optimization: { disableRemote: true },
            }
          : // The runtime only ever runs in a browser: its Node.js paths are left out.
            { provideExternalRuntime: true, optimization: { target: 'web' } },
        dts: false,
        manifest: { filePath: '' },
      }),
    ],
    resolve: {
      // supabase-js builds its realtime client eagerly; signed-in pages alone use it: a stand-in loads the
      // real one on demand (src/realtime-on-demand.js), from the copy supabase-js itself depends on.
      alias: {
        '@supabase/realtime-js$': join(configDir, 'src/realtime-on-demand.js'),
        '@partyeasy/realtime-js-module$': join(
          packageDir(
            '@supabase/realtime-js',
            packageDir('@supabase/supabase-js', packageDir('@partyeasy/shared-domain')),
          ),
          'dist/module/index.js',
        ),
      },
    },
    source: {
      entry: { index: './src/index.ts' },
      // `import { Button } from 'antd'` becomes `antd/es/button`, one shared entry per component.
      transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true }],
      // pro-components goes through the same transform, so its antd imports hit the shared entries.
      include: [/[\\/]node_modules[\\/]@ant-design[\\/]pro-/],
    },
    html: {
      template: join(configDir, 'src/index.html'),
      title,
      // Runtime configuration, before the app bundle: deferred like the bundle, which runs after it in
      // document order, so that it does not hold up the first paint.
      tags: [
        { tag: 'script', attrs: { src: '/env.js', defer: true }, head: true, append: false },
        ...firstScreenTags(screens),
        ...standaloneNoticeTags(name),
      ],
    },
    output: {
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
      // `SOURCE_MAPS=1 pnpm build` for bundle analysis (which package costs how many bytes).
      sourceMap: { js: process.env.SOURCE_MAPS === '1' ? 'source-map' : false, css: false },
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-size',
        minSize: 10_000,
        maxSize: 200_000,
        override: {
          cacheGroups: {
            // Fewer, larger chunks: the federation runtime appends and tracks every chunk a shared module
            // needs, and a phone's slow connection pays a round trip for each. So what every antd component
            // needs (ConfigProvider, theme, style and motion helpers) is one chunk, React and react-dom
            // another, and the libraries every page runs (router, TanStack Query, jotai, supabase-js, zod) a
            // third, none cut by the global maxSize (docs/adr/0012-first-visit-budget.md). Only libraries
            // whose own imports every page loads anyway belong here: a chunk's modules bring the shared
            // modules they import with them.
            // (Not keyed `react`: the federation plugin deletes a cache group of that name when React is shared.)
            reactCore: {
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler)[\\/]/,
              name: 'react-core',
              chunks: 'all',
              priority: 30,
              enforce: true,
              maxSize: 5_000_000,
            },
            libs: {
              // Not the realtime client and its socket library: signed-in pages load them on demand.
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react-router|@tanstack|jotai|@supabase[\\/](?!realtime-js|phoenix)[^\\/]+|iceberg-js|tslib|zod)[\\/]/,
              name: 'libs',
              chunks: 'all',
              priority: 20,
              enforce: true,
              maxSize: 5_000_000,
            },
            antdBase: {
              test: ANTD_BASE,
              name: 'antd-base',
              chunks: 'all',
              priority: 20,
              enforce: true,
              maxSize: 5_000_000,
            },
          },
        },
      },
    },
    tools: {
      rspack: {
        plugins: process.env.NODE_ENV === 'production' ? [compileHintsPlugin()] : [],
        module: {
          rules: [
            {
              // rc-field-form declares no `sideEffects`, so the FormProvider that every antd input's
              // context imports would bring all of the form engine and its validator to pages without a
              // form. Its modules have none (no styles, no globals).
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?rc-field-form[\\/]/,
              sideEffects: false,
            },
          ],
        },
      },
    },
    // Rsbuild's lazy compilation (on by default in `dev`) leaves the shell's dynamically imported shared
    // modules without their factories ("Cannot read properties of undefined (reading 'call')"): off.
    dev: { lazyCompilation: false },
    server: {
      port: appPorts[name],
      strictPort: true,
      cors: { origin: '*' },
      // The shell's pages carry the site's Content-Security-Policy (shell/build/csp.ts).
      ...(serverSetup ? { setup: serverSetup } : {}),
      // The local runtime configuration (`public/env.js`, the devstack's defaults) and the favicon, for the
      // shell and for a remote running on its own; a deployment replaces the shell's `env.js`.
      publicDir: { name: localPublicDir, copyOnBuild: true },
    },
  });
}
