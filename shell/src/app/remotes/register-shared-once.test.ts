import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import registerSharedOnce from './register-shared-once';

/** What a loaded shared module's factory gives (`loadShare` resolves to false when nothing provides it). */
const libOf = <T>(factory: false | (() => T | undefined)) => (factory ? factory() : undefined);

/** A shell providing `count` shared modules, with a plugin that counts the runtime's registrations. */
function shellProviding(name: string, count: number, plugins: ModuleFederationRuntimePlugin[]) {
  const registrations: string[] = [];
  const modules = Array.from({ length: count }, (_, index) => ({ id: index }));
  const shell = createInstance({
    name,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      modules.map((module, index) => [
        `module-${index}`,
        {
          version: '1.0.0',
          get: async () => () => module,
          shareConfig: { singleton: true, requiredVersion: false as const },
        },
      ]),
    ),
    plugins: [
      ...plugins,
      {
        name: 'count-registrations',
        afterRegisterShare(args) {
          registrations.push(args.pkgName);
        },
      },
    ],
  });
  return { shell, modules, registrations };
}

describe('registerSharedOnce (the shell federation runtime plugin)', () => {
  it('the runtime alone registers the whole table again on every loadShare (what the plugin saves)', async () => {
    const { shell, registrations } = shellProviding('shellUnpatched', 50, []);
    const before = registrations.length;
    for (let index = 0; index < 10; index++) await shell.loadShare(`module-${index}`);
    expect(registrations.length - before).toBe(500);
  });

  it('registers the table once, and every shared module still loads', async () => {
    const { shell, modules, registrations } = shellProviding('shellOnce', 50, [registerSharedOnce()]);
    const before = registrations.length;
    for (let index = 0; index < 10; index++) {
      const factory = await shell.loadShare<{ id: number }>(`module-${index}`);
      expect(libOf(factory)).toBe(modules[index]);
    }
    expect(registrations.length - before).toBe(50);
    const sync = shell.loadShareSync<{ id: number }>('module-0');
    expect(sync()).toBe(modules[0]);
    expect(registrations.length - before).toBe(50);
  });

  it('gives a remote sharing the scope the very module the shell uses (one copy)', async () => {
    const { shell, modules } = shellProviding('shellSingleton', 5, [registerSharedOnce()]);
    const own = await shell.loadShare<{ id: number }>('module-3');
    const remote = createInstance({ name: 'remoteOfShellSingleton', remotes: [] });
    remote.initShareScopeMap('default', shell.shareScopeMap.default ?? {});
    const remotes = await remote.loadShare<{ id: number }>('module-3', {
      customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^1.0.0' } },
    });
    expect(libOf(own)).toBe(modules[3]);
    expect(libOf(remotes)).toBe(modules[3]);
  });

  it('walks the table again when it is replaced', async () => {
    const { shell, registrations } = shellProviding('shellReinit', 5, [registerSharedOnce()]);
    await shell.loadShare('module-0');
    const before = registrations.length;
    shell.initOptions({
      name: 'shellReinit',
      remotes: [],
      shared: {
        extra: {
          version: '2.0.0',
          get: async () => () => ({}),
          shareConfig: { singleton: true, requiredVersion: false },
        },
      },
    });
    await shell.loadShare('extra');
    expect(registrations.length - before).toBeGreaterThanOrEqual(6);
  });
});
