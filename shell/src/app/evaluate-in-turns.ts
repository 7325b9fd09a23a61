import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Lets the browser handle input and paint before the next step (`scheduler.yield` where there is one). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

type LoadShare = (...args: never[]) => Promise<false | (() => unknown)>;

/** The federation instances whose `loadShare` runs modules in turns already (`init` runs again on `initOptions`). */
const inTurns = new WeakSet<object>();

/**
 * The shell's federation runtime plugin that runs each shared module in a task of its own, as it arrives.
 *
 * A chunk's code runs when the chunks and shared modules it needs have all arrived, in one task with every
 * shared module it imports that has not run yet, which made the app's start a few long tasks: blocking time
 * at the calibrated phone (docs/adr/0011-start-up-in-small-tasks.md). The runtime's `loadShare` (which the
 * chunks' loading calls for each shared module they import) hands back a module's factory once its chunks are
 * in, without running it; here it runs the module in the next task first and then hands the factory back, so
 * the importer finds it done (one module instance either way: the factory is the share scope's, and a module
 * runs once). A shared module that imports other
 * shared modules asks for them while it loads, so they run before it. A module that throws is handed back
 * unrun: its importer reports the error where it is used.
 *
 * Registered on the shell's instance as the runtime starts (the shell's `runtimePlugins`), before the first
 * shared module loads, and as a global plugin by the bootstrap, before any remote loads: each remote's own
 * instance (which loads the shared modules its pages import) takes it as it is created.
 */
export default function evaluateSharedInTurns(
  nextTask: () => Promise<void> = yieldToBrowser,
): ModuleFederationRuntimePlugin {
  return {
    name: 'partyeasy:evaluate-shared-in-turns',
    init({ origin }) {
      if (inTurns.has(origin)) return;
      inTurns.add(origin);
      const loadShare = origin.loadShare.bind(origin) as LoadShare;
      const loadInTurns: LoadShare = async (...args) => {
        // Asking for a module appends a script per chunk it lacks: one module's requests per task too.
        await nextTask();
        const factory = await loadShare(...args);
        if (!factory) return factory;
        await nextTask();
        try {
          factory();
        } catch {
          // Reported by the importer, which runs the factory again.
        }
        return factory;
      };
      origin.loadShare = loadInTurns as typeof origin.loadShare;
    },
  };
}
