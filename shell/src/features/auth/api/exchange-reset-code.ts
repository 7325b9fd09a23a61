import { getSupabase } from '@partyeasy/shared-domain/backend';

/**
 * Turns the reset link into a session. Under PKCE the link carries `?code=`; the client may already have
 * exchanged it while starting (it detects codes in the URL), so an existing session counts. Under the
 * implicit flow the client reads the tokens from the URL fragment itself. Resolves whether a session exists.
 */
export async function exchangeResetCode(code: string | null): Promise<boolean> {
  const auth = getSupabase().auth;
  const { error: initError } = await auth.initialize();
  if (initError) return false;
  const { data } = await auth.getSession();
  if (data.session) return true;
  if (!code) return false;
  const { data: exchanged, error } = await auth.exchangeCodeForSession(code);
  return !error && Boolean(exchanged.session);
}
