import { Hono } from 'hono';
import type { DevstackContext } from '../context.js';
import { registerAdminRoutes } from './admin.js';
import { AuthError, authErrors, errorResponse } from './errors.js';
import { registerOAuthRoutes } from './oauth.js';
import { registerOtpRoutes } from './otp-routes.js';
import type { ProviderTokens } from './sessions.js';
import { registerSignupRoutes } from './signup.js';
import { registerTokenRoutes } from './token.js';
import { registerUserRoutes } from './user-routes.js';
import { registerVerifyRoutes } from './verify.js';

/** GoTrue-compatible subset, mounted at /auth/v1. */
export function createAuthApp(ctx: DevstackContext): Hono {
  const app = new Hono();
  // Google's tokens for PKCE sign-ins, handed out once with the session when the auth code is exchanged.
  const providerTokens = new Map<string, ProviderTokens>();

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    // Two requests racing to register one address: the unique index decides, the loser gets GoTrue's answer.
    if ((error as { code?: string }).code === '23505') return errorResponse(c, authErrors.emailExists());
    console.error('[auth]', error);
    return errorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
    );
  });
  app.notFound((c) => errorResponse(c, new AuthError(404, 'not_found', 'Not Found')));

  app.get('/health', (c) =>
    c.json({ version: 'partyeasy-devstack', name: 'GoTrue', description: 'GoTrue-compatible local auth' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        google: ctx.config.googleStandIn !== false,
        anonymous_users: false,
      },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  registerSignupRoutes(app, ctx);
  registerTokenRoutes(app, ctx, providerTokens);
  registerVerifyRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerOtpRoutes(app, ctx);
  registerOAuthRoutes(app, ctx, providerTokens);
  registerAdminRoutes(app, ctx);
  return app;
}
