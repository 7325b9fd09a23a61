import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { DevstackContext } from '../context.js';

interface FetchHandler {
  fetch(req: Request): Response | Promise<Response>;
}

/**
 * /functions/v1/<name>: supabase/functions/<name>/handler.ts default-exports { fetch(req) } (a Hono app works).
 * The handler sees the path as Supabase Edge Functions do, starting with /<name>; configuration comes from
 * process.env (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_JWT_SECRET, SITE_URL), set to
 * this stack's values before each call; other variables (e.g. STRIPE_*) are the process's own.
 */
export function createFunctionsApp(ctx: DevstackContext, functionsDir: string): Hono {
  const loaded = new Map<string, Promise<FetchHandler>>();
  const env = {
    SUPABASE_URL: ctx.config.apiUrl,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
    SUPABASE_JWT_SECRET: ctx.config.jwtSecret,
    SITE_URL: ctx.config.siteUrl,
  };

  const load = (name: string) => {
    let p = loaded.get(name);
    if (!p) {
      p = (async () => {
        const file = path.join(functionsDir, name, 'handler.ts');
        await stat(file);
        Object.assign(process.env, env);
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
    let handler: FetchHandler;
    try {
      handler = await load(name);
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
    Object.assign(process.env, env);
    const url = new URL(req.url);
    const at = url.pathname.indexOf(`/${name}`);
    url.pathname = url.pathname.slice(at);
    const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers: req.headers };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      init.body = req.body;
      init.duplex = 'half';
    }
    return handler.fetch(new Request(url, init));
  }
  return app;
}
