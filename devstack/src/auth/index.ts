import { Hono } from 'hono';
import type { DevstackContext } from '../context.js';

/** GoTrue-compatible subset, mounted at /auth/v1. */
export function createAuthApp(ctx: DevstackContext): Hono {
  const app = new Hono();
  app.get('/health', (c) =>
    c.json({ version: 'partyeasy-devstack', name: 'GoTrue', description: 'GoTrue-compatible local auth' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, google: true },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  return app;
}
