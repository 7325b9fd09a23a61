import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { atom } from 'jotai';
import { STORAGE_OWNER_KEY, USER_STORAGE_KEYS } from '../constants.ts';
import { appStore } from './app-store.ts';
import { getSupabase } from './supabase-client.ts';

/**
 * The signed-in session of the page, shared by the shell and every remote (one client, one store):
 * `undefined` while the client is still reading it (stored session, or tokens/code in the URL), then a
 * session or `null`. supabase-js keeps it in local storage (it survives reloads) and refreshes the
 * access token before it expires; every change arrives here through `onAuthStateChange`.
 */
export const authSessionAtom = atom<Session | null | undefined>(undefined);

/** The signed-in user, `null` when signed out, `undefined` while loading. */
export const currentUserAtom = atom<User | null | undefined>((get) => {
  const session = get(authSessionAtom);
  return session === undefined ? undefined : (session?.user ?? null);
});

/** True from a password-recovery event until the password is updated or the user signs out. */
export const passwordRecoveryAtom = atom(false);

/** The last auth event, for views that switch on it (recovery → update password → sign in). */
export const lastAuthEventAtom = atom<AuthChangeEvent | undefined>(undefined);

let subscription: { unsubscribe: () => void } | undefined;

/**
 * Keeps what a user leaves in the browser's storage (USER_STORAGE_KEYS) to that user: it is removed when
 * they log out and when a different account signs in on this browser (a session that ended without a
 * logout included), so the next user never starts from the previous one's listing or selection. A visitor
 * who signs in keeps what they chose before (the pending booking they log in to finish).
 */
export function keepUserStorageTo(event: AuthChangeEvent, userId: string | null): void {
  try {
    const owner = localStorage.getItem(STORAGE_OWNER_KEY);
    if (event === 'SIGNED_OUT' || (owner && userId && owner !== userId)) {
      for (const key of USER_STORAGE_KEYS.local) localStorage.removeItem(key);
      for (const key of USER_STORAGE_KEYS.session) sessionStorage.removeItem(key);
      localStorage.removeItem(STORAGE_OWNER_KEY);
    }
    if (userId) localStorage.setItem(STORAGE_OWNER_KEY, userId);
  } catch {
    // Storage unavailable (private mode): nothing was kept either.
  }
}

/**
 * Starts mirroring the client's auth state into the atoms (idempotent). The shell calls it as it
 * renders the header; a remote running on its own calls it once at start.
 */
export function watchAuthSession(): void {
  if (subscription) return;
  const { data } = getSupabase().auth.onAuthStateChange((event, session) => {
    // Only synchronous work here: awaiting client calls inside this callback deadlocks supabase-js.
    appStore.set(authSessionAtom, session);
    keepUserStorageTo(event, session?.user.id ?? null);
    appStore.set(lastAuthEventAtom, event);
    if (event === 'PASSWORD_RECOVERY') appStore.set(passwordRecoveryAtom, true);
    if (event === 'USER_UPDATED' || event === 'SIGNED_OUT') appStore.set(passwordRecoveryAtom, false);
  });
  subscription = data.subscription;
}
