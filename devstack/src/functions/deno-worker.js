// Runs one Edge Function under Deno for the devstack (DEVSTACK_FUNCTIONS_RUNTIME=deno), as Supabase's Edge
// Runtime does: it imports the function's entrypoint (supabase/functions/<name>/index.ts), whose Deno.serve
// call is redirected to a free local port, announced on stdout as `DEVSTACK_DENO_LISTENING <port>`.
//
// Before each request, the environment the devstack forwards in the x-devstack-function-env header (the
// variables that differ from the ones this process started with: the stack's SUPABASE_URL, a test's
// STRIPE_SECRET_KEY, …) is applied to Deno.env, so one process serves the same configuration the in-process
// Node runner gives the handlers. The header never reaches the function.
const ENV_HEADER = 'x-devstack-function-env';
const entry = Deno.args[0];
if (!entry) throw new Error('usage: deno run … deno-worker.js <entrypoint>');

const initial = Deno.env.toObject();
let applied = new Set();

/** Applies { set: { NAME: value }, unset: [NAME] }, restoring what earlier requests changed and this one does not. */
function applyEnv(encoded) {
  const overrides = encoded ? JSON.parse(atob(encoded)) : { set: {}, unset: [] };
  const touched = new Set([...Object.keys(overrides.set), ...overrides.unset]);
  for (const name of applied) {
    if (touched.has(name)) continue;
    if (name in initial) Deno.env.set(name, initial[name]);
    else Deno.env.delete(name);
  }
  for (const [name, value] of Object.entries(overrides.set)) Deno.env.set(name, value);
  for (const name of overrides.unset) Deno.env.delete(name);
  applied = touched;
}

const realServe = Deno.serve.bind(Deno);
let served = false;
Deno.serve = (...args) => {
  if (served) throw new Error('the function called Deno.serve twice');
  served = true;
  const handler =
    args.find((a) => typeof a === 'function') ?? args.find((a) => a && typeof a === 'object')?.handler;
  if (typeof handler !== 'function') throw new Error('Deno.serve was called without a handler');
  return realServe(
    {
      hostname: '127.0.0.1',
      port: 0,
      onListen: ({ port }) => console.log(`DEVSTACK_DENO_LISTENING ${port}`),
    },
    (req, info) => {
      applyEnv(req.headers.get(ENV_HEADER));
      const headers = new Headers(req.headers);
      headers.delete(ENV_HEADER);
      // a new request from the parts (not `new Request(req)`, which would tie it to req.signal)
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      return handler(
        new Request(req.url, { method: req.method, headers, body: hasBody ? req.body : null }),
        info,
      );
    },
  );
};

await import(new URL(entry, `file://${Deno.cwd()}/`).href);
if (!served) throw new Error(`${entry} did not call Deno.serve`);
