import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import { unmetSharedRequirements } from '@partyeasy/mf-config/shared-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IncompatibleRemoteError, sharedVersionGuard } from './shared-version-guard';

const provided: Record<string, string[]> = { react: ['19.2.0'], '@partyeasy/shared-ui/theme': ['1.0.0'] };
const versionsOf = (name: string) => provided[name] ?? [];

describe('unmetSharedRequirements', () => {
  it('accepts ranges the provided versions satisfy, and modules asked for without a range', () => {
    expect(
      unmetSharedRequirements(
        [
          { name: 'react', requiredVersion: '^19.1.0' },
          { name: '@partyeasy/shared-ui/theme', requiredVersion: '^1.0.0' },
          { name: 'react', requiredVersion: false },
        ],
        versionsOf,
        satisfy,
      ),
    ).toEqual([]);
  });

  it('names each range the provided versions miss, and each module nobody provides', () => {
    expect(
      unmetSharedRequirements(
        [
          { name: 'react', requiredVersion: '^20.0.0' },
          { name: '@partyeasy/shared-ui/theme', requiredVersion: '^2.0.0' },
          { name: 'zod', requiredVersion: '^4.0.0' },
        ],
        versionsOf,
        satisfy,
      ),
    ).toEqual([
      'react ^20.0.0 (the shell provides 19.2.0)',
      '@partyeasy/shared-ui/theme ^2.0.0 (the shell provides 1.0.0)',
      'zod ^4.0.0 (the shell provides none)',
    ]);
  });
});

/** A remote's mf-manifest.json as its production build writes it, asking for `react` in `range`. */
function manifest(name: string, range: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: `@partyeasy/${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [
      {
        id: `${name}:react`,
        name: 'react',
        version: '19.2.0',
        singleton: true,
        requiredVersion: range,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['static/js/routes.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

describe('sharedVersionGuard (the shell federation runtime plugin)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a remote built against a React the shell does not provide, before fetching its code', async () => {
    const requested: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      return new Response(JSON.stringify(manifest('vendorApp', '^20.0.0')), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const shell = createInstance({
      name: 'shellUnderTest',
      remotes: [{ name: 'vendorApp', entry: 'http://remote.test/vendor/mf-manifest.json' }],
      shared: {
        react: {
          version: '19.2.0',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
      plugins: [sharedVersionGuard()],
    });

    const loaded = shell.loadRemote('vendorApp/routes');

    await expect(loaded).rejects.toThrow(IncompatibleRemoteError);
    await expect(loaded).rejects.toThrow(
      'Remote vendorApp needs shared modules this shell does not provide: react ^20.0.0 (the shell provides 19.2.0)',
    );
    expect(requested).toEqual(['http://remote.test/vendor/mf-manifest.json']);
    expect(document.querySelector('script[src*="remote.test"]')).toBeNull();
  });

  it('lets a compatible remote through to its entry script', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify(manifest('hostApp', '^19.1.0')), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const shell = createInstance({
      name: 'shellUnderTest2',
      remotes: [{ name: 'hostApp', entry: 'http://remote.test/host/mf-manifest.json' }],
      shared: {
        react: {
          version: '19.2.0',
          lib: () => ({}),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
      plugins: [sharedVersionGuard()],
    });

    const loaded = shell.loadRemote('hostApp/routes').catch((error: unknown) => error);

    // The guard let it through: the runtime goes on to ask for the remote's entry script.
    await vi.waitFor(() =>
      expect(document.querySelector('script[src="http://remote.test/host/remoteEntry.js"]')).not.toBeNull(),
    );
    document
      .querySelector('script[src="http://remote.test/host/remoteEntry.js"]')
      ?.dispatchEvent(new Event('error'));
    expect(await loaded).not.toBeInstanceOf(IncompatibleRemoteError);
  });
});
