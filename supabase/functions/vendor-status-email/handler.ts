/**
 * POST /vendor-status-email { vendorId } — tells a vendor about an admin's decision on their listing
 * (approved, rejected with the reason, back under review), after the admin app changed the status with
 * admin_set_vendor_status. The mail says what the database holds now, never what the caller claims.
 *
 * 200 { sent: true } · 200 { sent: false } when the status has no notice (edit_listing)
 * 401 unauthorized · 403 forbidden (not an admin: app_metadata.role) · 404 vendor_not_found
 * 400 no_recipient (the owner's account has no confirmed e-mail; vendors.email is never used) · 503 not_configured (no mail transport) · 502 mail_failed
 *
 * Mail goes to Resend when RESEND_API_KEY is set (from MAIL_FROM), else as JSON to MAIL_HTTP_URL (the
 * devstack points it at its inbox, http://127.0.0.1:54324/api/messages), else nowhere (503).
 */
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { serviceClient } from '../_shared/clients.ts';
import { type FunctionEnv, functionEnv } from '../_shared/env.ts';
import { bearerToken, corsMiddleware, errorResponse, HttpError, isUuid, jsonBody } from '../_shared/http.ts';
import { configuredMailTransport, type MailTransport } from '../_shared/mail.ts';
import { statusMail } from './message.ts';

export interface VendorForMail {
  name: string;
  status: string;
  rejection_reason: string | null;
  user_id: string;
}

/** What the function needs from the outside world; tests replace them. */
export interface Deps {
  env: () => Pick<FunctionEnv, 'siteUrl'>;
  /** The caller's app_metadata.role from their token, or null when the token is not valid. */
  callerRole: (token: string) => Promise<string | null>;
  vendor: (id: string) => Promise<VendorForMail | null>;
  /**
   * The confirmed e-mail of the listing owner's account (auth.users), or null when it has none. The mail
   * never goes to vendors.email: the vendor types that address, so it could be anyone's.
   */
  confirmedEmail: (userId: string) => Promise<string | null>;
  transport: () => MailTransport | undefined;
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export const defaultDeps: Deps = {
  env: functionEnv,
  async callerRole(token) {
    const env = functionEnv();
    const { data, error } = await createClient(env.supabaseUrl, env.anonKey, {
      auth: noSession,
    }).auth.getUser(token);
    if (error || !data.user) return null;
    const role = data.user.app_metadata?.role;
    return typeof role === 'string' ? role : '';
  },
  async vendor(id) {
    const { data, error } = await serviceClient(functionEnv())
      .from('vendors')
      .select('name, status, rejection_reason, user_id')
      .eq('id', id)
      .maybeSingle();
    if (error) throw new Error(`loading vendor ${id}: ${error.message}`);
    return data;
  },
  async confirmedEmail(userId) {
    const { data, error } = await serviceClient(functionEnv()).auth.admin.getUserById(userId);
    if (error || !data.user?.email_confirmed_at) return null;
    return data.user.email ?? null;
  },
  transport: configuredMailTransport,
};

export function createApp(deps: Deps = defaultDeps) {
  const app = new Hono();
  app.use('*', corsMiddleware);
  app.onError((err, c) => errorResponse(c, err));

  app.post('/vendor-status-email', async (c) => {
    const token = bearerToken(c);
    const role = await deps.callerRole(token);
    if (role === null) throw new HttpError(401, 'unauthorized', 'Please log in again.');
    if (role !== 'admin')
      throw new HttpError(403, 'forbidden', "You don't have permission to access this page.");
    const body = await jsonBody(c);
    if (!isUuid(body.vendorId))
      throw new HttpError(400, 'invalid_body', 'vendorId must be the id of a vendor.');
    const vendor = await deps.vendor(body.vendorId);
    if (!vendor) throw new HttpError(404, 'vendor_not_found', 'Vendor not found.');
    const mail = statusMail({
      vendorName: vendor.name,
      status: vendor.status,
      rejectionReason: vendor.rejection_reason,
      startUrl: `${deps.env().siteUrl}/host/booking/start`,
    });
    if (!mail) return c.json({ sent: false });
    const to = await deps.confirmedEmail(vendor.user_id);
    if (!to) throw new HttpError(400, 'no_recipient', 'The vendor has no confirmed e-mail address.');
    const transport = deps.transport();
    if (!transport) {
      return c.json({ error: 'not_configured', message: 'E-mail is not configured on this server.' }, 503);
    }
    try {
      await transport({ to, ...mail });
    } catch (err) {
      console.error('[vendor-status-email] transport:', (err as Error).message);
      throw new HttpError(502, 'mail_failed', 'The e-mail could not be sent.');
    }
    return c.json({ sent: true });
  });
  return app;
}

export default createApp();
