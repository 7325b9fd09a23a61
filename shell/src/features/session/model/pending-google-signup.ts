import type { UserType } from '../api/upsert-user-profile';

const KEY = 'partyeasy.pendingGoogleSignup';

/** Google returns without our form's fields: the chosen user type waits here across the redirect. */
export function rememberGoogleSignup(userType: UserType): void {
  localStorage.setItem(KEY, JSON.stringify({ userType, at: Date.now() }));
}

/** The pending choice, if one was made in the last hour; reading it removes it. */
export function takeGoogleSignup(): UserType | undefined {
  const raw = localStorage.getItem(KEY);
  if (!raw) return undefined;
  localStorage.removeItem(KEY);
  try {
    const parsed = JSON.parse(raw) as { userType?: unknown; at?: unknown };
    const fresh = typeof parsed.at === 'number' && Date.now() - parsed.at < 3_600_000;
    return fresh && (parsed.userType === 'host' || parsed.userType === 'vendor')
      ? parsed.userType
      : undefined;
  } catch {
    return undefined;
  }
}

export function hasPendingGoogleSignup(): boolean {
  return localStorage.getItem(KEY) !== null;
}
