import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'deno-worker.js');
const ENV_HEADER = 'x-devstack-function-env';
const BOOT_TIMEOUT_MS = 120_000;

/** The Deno binary of the npm package `deno` (pinned to the version supabase/ checks the functions with), or DENO_BIN. */
export function denoBinary(): string {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(import.meta.url);
  return (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();
}

interface Running {
  child: ChildProcess;
  port: number;
  /** The environment the process started with, to send only what differs on each request. */
  startEnv: NodeJS.ProcessEnv;
}

/**
 * Serves each function of a folder from its own Deno process, started on the first call as Supabase's Edge
 * Runtime starts a worker: `deno run` of <name>/index.ts (the deployed entrypoint) with the function's own
 * deno.json (its import map) and deno.lock (--frozen), the permissions a hosted function has (network, environment, reading files),
 * and no sloppy imports or other unstable flags. A function that does not boot answers 500 with Deno's error.
 */
export function createDenoFunctions(functionsDir: string) {
  const running = new Map<string, Promise<Running>>();

  function boot(name: string): Promise<Running> {
    const startEnv = { ...process.env };
    const dir = path.join(functionsDir, name);
    const config = path.join(dir, 'deno.json');
    const child = spawn(
      denoBinary(),
      [
        'run',
        ...(existsSync(config) ? ['--config', config, '--frozen'] : ['--no-config']),
        '--no-prompt',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        WORKER,
        path.join(dir, 'index.ts'),
      ],
      { cwd: dir, env: startEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // a Deno process never outlives the devstack, even when it exits without stopping the stack
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.removeListener('exit', killOnExit));
    return new Promise<Running>((resolve, reject) => {
      let stderr = '';
      let stdout = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`Deno did not start ${name} within ${BOOT_TIMEOUT_MS / 1000} s:\n${stderr}`));
      }, BOOT_TIMEOUT_MS);
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        process.stderr.write(`[deno ${name}] ${chunk}`);
      });
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const m = /DEVSTACK_DENO_LISTENING (\d+)/.exec(stdout);
        if (m) {
          clearTimeout(timer);
          resolve({ child, port: Number(m[1]), startEnv });
          // the function's own logs, once it listens
          stdout = '';
          child.stdout?.removeAllListeners('data');
          child.stdout?.on('data', (c: string) => process.stdout.write(`[deno ${name}] ${c}`));
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        running.delete(name);
        reject(new Error(`Deno exited (${code ?? signal}) while starting ${name}:\n${stderr}`));
      });
      child.once('error', (err) => {
        clearTimeout(timer);
        running.delete(name);
        reject(err);
      });
    });
  }

  /** The variables of process.env that differ from the ones the process started with. */
  function envHeader(startEnv: NodeJS.ProcessEnv): string {
    const set: Record<string, string> = {};
    const unset: string[] = [];
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && startEnv[k] !== v) set[k] = v;
    for (const k of Object.keys(startEnv)) if (process.env[k] === undefined) unset.push(k);
    return Buffer.from(JSON.stringify({ set, unset })).toString('base64');
  }

  return {
    /** Whether <name>/index.ts exists (else the caller answers 404 as Supabase does). */
    async has(name: string): Promise<boolean> {
      try {
        return (await stat(path.join(functionsDir, name, 'index.ts'))).isFile();
      } catch {
        return false;
      }
    },
    async fetch(name: string, req: Request): Promise<Response> {
      let p = running.get(name);
      if (!p) {
        p = boot(name);
        p.catch(() => running.delete(name));
        running.set(name, p);
      }
      let fn: Running;
      try {
        fn = await p;
      } catch (err) {
        return Response.json({ code: 'BOOT_ERROR', message: (err as Error).message }, { status: 500 });
      }
      const url = new URL(req.url);
      const target = `http://127.0.0.1:${fn.port}${url.pathname}${url.search}`;
      const headers = new Headers(req.headers);
      headers.set(ENV_HEADER, envHeader(fn.startEnv));
      headers.delete('host');
      const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, redirect: 'manual' };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        init.body = req.body;
        init.duplex = 'half';
      }
      return fetch(target, init);
    },
    async close(): Promise<void> {
      const all = [...running.values()];
      running.clear();
      await Promise.all(
        all.map(async (p) => {
          const fn = await p.catch(() => null);
          if (!fn || fn.child.exitCode !== null) return;
          await new Promise<void>((resolve) => {
            fn.child.once('exit', () => resolve());
            fn.child.kill('SIGTERM');
          });
        }),
      );
    },
  };
}
