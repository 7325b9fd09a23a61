import { createInstance } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import evaluateSharedInTurns, { yieldToBrowser } from './evaluate-in-turns';

/**
 * A task queue the test drives: `nextTask` resolves when the test runs the next task, and each module's code
 * logs the task it ran in.
 */
function tasks() {
  const queue: (() => void)[] = [];
  let current = 0;
  return {
    nextTask: () => new Promise<void>((resolve) => queue.push(resolve)),
    get current() {
      return current;
    },
    /** Runs the queued tasks (and the promise reactions they start) until none is left. */
    async runAll() {
      for (let guard = 0; guard < 100; guard++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        const next = queue.shift();
        if (!next) return;
        current++;
        next();
      }
      throw new Error('tasks never settle');
    },
  };
}

/** A shell providing `a`, `b` and `broken`, whose code logs the task it ran in. */
function shellWithModules(name: string, turns: ReturnType<typeof tasks>) {
  const ran: { module: string; task: number }[] = [];
  const moduleOf = (id: string) => {
    let exports: { id: string } | undefined;
    return () => {
      if (!exports) {
        ran.push({ module: id, task: turns.current });
        exports = { id };
      }
      return exports;
    };
  };
  const provided = (factory: () => unknown) => ({
    version: '1.0.0',
    get: async () => factory,
    shareConfig: { singleton: true, requiredVersion: false as const },
  });
  const shell = createInstance({
    name,
    remotes: [],
    shared: {
      a: provided(moduleOf('a')),
      b: provided(moduleOf('b')),
      broken: provided(() => {
        ran.push({ module: 'broken', task: turns.current });
        throw new Error('broken module');
      }),
    },
    plugins: [evaluateSharedInTurns(turns.nextTask)],
  });
  return { shell, ran };
}

describe('evaluateSharedInTurns (federation runtime plugin)', () => {
  it('runs each shared module in a task of its own before handing its factory over', async () => {
    const turns = tasks();
    const { shell, ran } = shellWithModules('shellInTurns', turns);
    const loads = Promise.all([shell.loadShare('a'), shell.loadShare('b')]);
    await turns.runAll();
    const [a, b] = await loads;
    // Run before the importer got the factories, each in its own task.
    expect(ran.map(({ module }) => module).sort()).toEqual(['a', 'b']);
    expect(new Set(ran.map(({ task }) => task)).size).toBe(2);
    // The importer's call gives the same module, which does not run again.
    expect(a ? a() : undefined).toEqual({ id: 'a' });
    expect(b ? b() : undefined).toEqual({ id: 'b' });
    expect(ran).toHaveLength(2);
  });

  it('hands a module that throws back unrun, so that its importer reports the error', async () => {
    const turns = tasks();
    const { shell } = shellWithModules('shellBroken', turns);
    const load = shell.loadShare('broken');
    await turns.runAll();
    const factory = await load;
    expect(factory).toBeTypeOf('function');
    expect(() => (factory as () => unknown)()).toThrow('broken module');
  });

  it('patches an instance once, though the runtime runs `init` again on initOptions', async () => {
    const turns = tasks();
    const { shell, ran } = shellWithModules('shellReinit', turns);
    shell.initOptions({ name: 'shellReinit', remotes: [] });
    const load = shell.loadShare('a');
    await turns.runAll();
    await load;
    // Patched twice, the module would wait for four tasks, not two.
    expect(turns.current).toBe(2);
    expect(ran).toEqual([{ module: 'a', task: 2 }]);
  });

  it('yieldToBrowser resolves in a later task', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('after yield'));
    await Promise.resolve();
    order.push('same task');
    await yielded;
    expect(order).toEqual(['same task', 'after yield']);
  });
});
