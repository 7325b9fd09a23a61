/**
 * Where this run's devstack listens. The ports are chosen once, when playwright.config.ts is first loaded
 * (before the web servers and the global setup start; worker processes inherit E2E_DEVSTACK_PORTS), so that
 * the shell's preview server can name them in its Content-Security-Policy and global-setup.ts can start
 * the devstack on them. E2E_API_URL (and E2E_STRIPE_URL, default the stand-in's port 12111) name a
 * devstack the caller started instead.
 */
import { createServer } from 'node:net';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function chooseDevstackPorts() {
  if (process.env.E2E_API_URL || process.env.E2E_DEVSTACK_PORTS) return;
  process.env.E2E_DEVSTACK_PORTS = [await freePort(), await freePort(), await freePort()].join(',');
}

export function devstackPorts() {
  const [api, mail, payments] = (process.env.E2E_DEVSTACK_PORTS ?? '').split(',').map(Number);
  if (!api || !mail || !payments)
    throw new Error('E2E_DEVSTACK_PORTS is not set (playwright.config.ts sets it)');
  return { api, mail, payments };
}

/** The runtime configuration keys that point the site at this run's devstack (env.js and the CSP). */
export function devstackRuntimeConfig() {
  const external = process.env.E2E_API_URL;
  const ports = external ? null : devstackPorts();
  const apiUrl = external ?? `http://127.0.0.1:${ports?.api}`;
  const stripeUrl = process.env.E2E_STRIPE_URL ?? `http://127.0.0.1:${ports?.payments ?? 12111}`;
  return {
    supabaseUrl: apiUrl,
    checkoutUrl: `${apiUrl}/functions/v1`,
    stripeJsUrl: `${stripeUrl}/stripe.js`,
  };
}
