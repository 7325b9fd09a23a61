import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { createDenoFunctions } from './deno.js';

/** The process's own mail service, if any, before a stack pointed MAIL_HTTP_URL at its inbox. */
const OWN_MAIL_HTTP_URL = process.env.MAIL_HTTP_URL?.trim() || undefined;

interface FetchHandler {
  fetch(req: Request): Response | Promise<Response>;
}

/**
 * /functions/v1/<name>: supabase/functions/<name>/handler.ts default-exports { fetch(req) } (a Hono app works).
 * The handler sees the path as Supabase Edge Functions do, starting with /<name>; configuration comes from
 * process.env (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_JWT_SECRET, SITE_URL), set to
 * this stack's values before each call; other variables (e.g. STRIPE_*) are the process's own.
 * MAIL_HTTP_URL (where functions POST their e-mails as JSON) is the process's own when it was set at start-up
 * (a real mail service), else this stack's inbox (`<mailUrl>/api/messages`), else unset (no inbox port).
 *
 * DEVSTACK_FUNCTIONS_RUNTIME=deno serves them as deployed instead: each function's index.ts in its own Deno
 * process (./deno.ts), with the same environment forwarded on each call. CI runs the function suites both ways.
 */
export function createFunctionsApp(
  ctx: DevstackContext,
  functionsDir: string,
): { app: Hono; close(): Promise<void> } {
  const deno = process.env.DEVSTACK_FUNCTIONS_RUNTIME === 'deno' ? createDenoFunctions(functionsDir) : null;
  const loaded = new Map<string, Promise<FetchHandler>>();
  const env = {
    SUPABASE_URL: ctx.config.apiUrl,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    SUPABASE_JWT_SECRET: ctx.config.jwtSecret,
    SITE_URL: ctx.config.siteUrl,
  };
  // Read on each call: the inbox starts listening after this app is built.
  const applyEnv = () => {
    Object.assign(process.env, env);
    const mailUrl =
      OWN_MAIL_HTTP_URL ?? (ctx.config.mailUrl ? `${ctx.config.mailUrl}/api/messages` : undefined);
    if (mailUrl) process.env.MAIL_HTTP_URL = mailUrl;
    else delete process.env.MAIL_HTTP_URL;
  };

  const load = (name: string) => {
    let p = loaded.get(name);
    if (!p) {
      p = (async () => {
        const file = path.join(functionsDir, name, 'handler.ts');
        await stat(file);
        applyEnv();
        const mod = (await import(pathToFileURL(file).href)) as { default?: FetchHandler };
        if (typeof mod.default?.fetch !== 'function') {
          throw new Error(`${file} must default-export an object with fetch(req)`);
        }
        return mod.default;
      })();
      p.catch(() => loaded.delete(name));
      loaded.set(name, p);
    }
    return p;
  };

  const app = new Hono();
  app.all('/:name{[A-Za-z0-9_-]+}/*', (c) => invoke(c.req.raw, c.req.param('name')));
  app.all('/:name{[A-Za-z0-9_-]+}', (c) => invoke(c.req.raw, c.req.param('name')));

  async function invoke(req: Request, name: string): Promise<Response> {
    if (deno && !(await deno.has(name))) {
      return Response.json(
        { code: 'NOT_FOUND', message: 'Requested function was not found' },
        { status: 404 },
      );
    }
    let handler: FetchHandler | null = null;
    try {
      if (!deno) handler = await load(name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
        return Response.json(
          { code: 'NOT_FOUND', message: 'Requested function was not found' },
          { status: 404 },
        );
      }
      throw err;
    }
    // process.env is per process: point it at this stack on each call (tests run several stacks in turn)
    applyEnv();
    const url = new URL(req.url);
    const at = url.pathname.indexOf(`/${name}`);
    url.pathname = url.pathname.slice(at);
    const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: req.headers };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = req.body;
      init.duplex = 'half';
    }
    const forwarded = new Request(url, init);
    return deno ? deno.fetch(name, forwarded) : handler!.fetch(forwarded);
  }
  return { app, close: async () => deno?.close() };
}
