/**
 * The one Rsbuild + Module Federation setup used by the shell and the three remotes, so that the shared
 * singletons, the antd import transform and the ports are defined once.
 * See ARCHITECTURE.md, "Module Federation facts" and the 507 KB setup it describes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  import?: string;
};

export type AppName = 'shell' | 'hostApp' | 'vendorApp' | 'adminApp';

export const appPorts: Record<AppName, number> = {
  shell: 3000,
  hostApp: 3001,
  vendorApp: 3002,
  adminApp: 3003,
};

const shellDir = dirname(dirname(fileURLToPath(import.meta.url)));
const repoRoot = dirname(shellDir);
const requireFromShell = createRequire(join(shellDir, 'package.json'));

/** Directory of an installed package, found from `from` (pnpm only links direct dependencies). */
function packageDir(name: string, from = shellDir): string {
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

/** The shared singletons: one React, one router, one QueryClient, one jotai store, one antd theme. */
export function sharedDependencies(): Record<string, SharedConfig> {
  const reactDir = packageDir('react');
  const reactDomDir = packageDir('react-dom');
  const routerDomDir = packageDir('react-router-dom');
  const routerDir = packageDir('react-router', routerDomDir);
  const jotaiDir = packageDir('jotai');
  const domainDir = join(repoRoot, 'shared-domain');
  return {
    react: singleton(reactDir),
    'react/': singleton(reactDir),
    'react-dom': singleton(reactDomDir),
    'react-dom/': singleton(reactDomDir),
    'react-router': singleton(routerDir, requireFromShell.resolve('react-router', { paths: [routerDomDir] })),
    'react-router-dom': singleton(routerDomDir),
    '@tanstack/react-query': singleton(packageDir('@tanstack/react-query')),
    jotai: singleton(jotaiDir),
    'jotai/': singleton(jotaiDir),
    '@supabase/supabase-js': singleton(packageDir('@supabase/supabase-js')),
    '@partyeasy/shared-ui': workspacePackage(join(repoRoot, 'shared-ui'), 'src/index.ts'),
    '@partyeasy/shared-domain': workspacePackage(domainDir, 'src/index.ts'),
    '@partyeasy/shared-domain/backend': workspacePackage(domainDir, 'src/backend/index.ts'),
    ...antdShared(),
  };
}

export interface AppConfigOptions {
  name: AppName;
  /** Page title of the app's own index.html. */
  title: string;
  /** Remotes expose modules; the shell exposes none and registers its remotes at run time. */
  exposes?: Record<string, string>;
}

/** Rsbuild config for one app: React, Module Federation, antd per-component imports, its fixed port. */
export function defineAppConfig({ name, title, exposes }: AppConfigOptions): RsbuildConfig {
  const isRemote = name !== 'shell';
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        ...(exposes ? { exposes, filename: 'remoteEntry.js' } : {}),
        remotes: {},
        shared: sharedDependencies(),
        // Use what is already loaded instead of fetching every remote's entry to compare versions first:
        // a remote that is down must not break the shared modules other pages need, nor cost bytes on `/`.
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { filePath: '' },
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
      // `import { Button } from 'antd'` becomes `antd/es/button`, one shared entry per component.
      transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', camelToDashComponentName: true }],
      // pro-components goes through the same transform, so its antd imports hit the shared entries.
      include: [/[\\/]node_modules[\\/]@ant-design[\\/]pro-/],
    },
    html: {
      template: join(shellDir, 'build/index.html'),
      title,
      // Runtime configuration, loaded by a plain script before the app bundle.
      tags: [{ tag: 'script', attrs: { src: '/env.js' }, head: true, append: false }],
    },
    output: {
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
      // `SOURCE_MAPS=1 pnpm build` for bundle analysis (which package costs how many bytes).
      sourceMap: { js: process.env.SOURCE_MAPS === '1' ? 'source-map' : false, css: false },
    },
    performance: { chunkSplit: { strategy: 'split-by-size', minSize: 20_000, maxSize: 200_000 } },
    server: {
      port: appPorts[name],
      strictPort: true,
      cors: { origin: '*' },
      // The shell's env.js also configures a remote running on its own.
      publicDir: { name: join(shellDir, 'public'), copyOnBuild: true },
    },
  });
}
