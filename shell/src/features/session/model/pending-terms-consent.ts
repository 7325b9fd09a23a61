const KEY = 'partyeasy.pendingTermsConsent';

/**
 * Google returns without our form: the terms version the user accepted (with the 18-or-older box) on the
 * sign-up form waits here across the redirect, and is recorded once the session is back.
 */
export function rememberGoogleConsent(version: string): void {
  localStorage.setItem(KEY, JSON.stringify({ version, at: Date.now() }));
}

/** The pending version, if it was given in the last hour; reading it removes it. */
export function takeGoogleConsent(): string | undefined {
  const raw = localStorage.getItem(KEY);
  if (!raw) return undefined;
  localStorage.removeItem(KEY);
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; at?: unknown };
    const fresh = typeof parsed.at === 'number' && Date.now() - parsed.at < 3_600_000;
    return fresh && typeof parsed.version === 'string' ? parsed.version : undefined;
  } catch {
    return undefined;
  }
}
