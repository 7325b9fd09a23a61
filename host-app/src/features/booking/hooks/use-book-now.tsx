import { type CalendarDate, loadOnce, validateBookNow, whenIdle } from '@partyeasy/shared-domain';
import { useLocation, useNavigate } from '@partyeasy/shared-ui/router';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import {
  clearPendingSelection,
  type PendingSelection,
  readPendingSelection,
  savePendingSelection,
} from '../model/pending-selection';
import type {
  BookingAddon,
  BookingEvent,
  BookingPackage,
  BookingSelection,
  BookingVendor,
} from '../model/types';
import { useCurrentUser } from './use-current-user';

// The booking modals (calendar, slots, details form, confirmation) and the login prompt load when a host
// chooses a package or presses Book Now, not with every vendor page.
/** The booking modals' code, asked for once (again after a failure). */
const loadBookingFlow = loadOnce(() => import('../components/booking-flow'));
const BookingFlow = lazy(() => loadBookingFlow().then((module) => ({ default: module.BookingFlow })));
const LoginPrompt = lazy(() => import('@partyeasy/shared-ui/components/login-prompt'));

export interface UseBookNowInput {
  vendor: BookingVendor;
  packages: readonly BookingPackage[];
  addons: readonly BookingAddon[];
  /** The date searched on the home page: the booking calendar opens on it. */
  initialDate?: CalendarDate | null;
  /** The host's current event: the dialog starts from its guests and hours, and the booking belongs to it. */
  event?: BookingEvent | null;
}

export interface BookNow {
  /** 'Book Now': checks the package and the session, then opens the booking flow. */
  bookNow: (selection: { pkg: BookingPackage | null; addons: BookingSelection['addons'] }) => void;
  /** The selection saved before logging in, for this vendor: the page starts from it. */
  resumedSelection: { packageId: string; addons: Record<string, number> } | null;
  /**
   * A package was chosen, so Book Now is likely next: a signed-in host's browser loads the booking modals'
   * code when it is next idle. Otherwise Book Now would start loading it inside its click, and the federation
   * runtime's work for those chunks would delay the click's next paint (docs/adr/0012-first-visit-budget.md).
   */
  prepare: () => void;
  /** The message of the last Book Now that could not go on ('Please select a package.'). */
  message: string | null;
  /** The login prompt and the booking modals; render it once on the page. */
  element: ReactNode;
}

/**
 * The vendor page's 'Book Now'. Without a package: 'Please select a package.'. Logged out: 'You must be
 * logged in to book.' with a way to log in; the selection waits in this tab's session storage and the host
 * returns to /vendor/{id} with it (and the booking flow opens) once logged in.
 */
export function useBookNow({
  vendor,
  packages,
  addons,
  initialDate = null,
  event = null,
}: UseBookNowInput): BookNow {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [resumed] = useState<PendingSelection | null>(() => readPendingSelection(vendor.id));
  const [selection, setSelection] = useState<BookingSelection | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [askLogin, setAskLogin] = useState(false);
  // Once shown, the prompt stays mounted so that it closes with antd's animation.
  const [loginPromptLoaded, setLoginPromptLoaded] = useState(false);
  // What had focus when Book Now opened the flow (the button): focus goes back there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (selection || !opener.current) return;
    if (opener.current.isConnected) opener.current.focus();
    opener.current = null;
  }, [selection]);

  // Back from logging in: continue where the host stopped, once the session is known.
  useEffect(() => {
    if (!resumed || !user) return;
    clearPendingSelection();
    const pkg = packages.find((p) => p.id === resumed.packageId);
    if (!pkg) return;
    setSelection({
      vendor,
      pkg,
      addons: addons.flatMap((addon) =>
        resumed.addons[addon.id] ? [{ addon, quantity: resumed.addons[addon.id] ?? 1 }] : [],
      ),
    });
  }, [resumed, user, packages, addons, vendor]);

  const bookNow: BookNow['bookNow'] = ({ pkg, addons: chosen }) => {
    const problem = validateBookNow({ packageSelected: Boolean(pkg), loggedIn: Boolean(user) });
    setMessage(problem === undefined ? null : problem);
    if (!pkg) return;
    if (problem) {
      savePendingSelection({
        vendorId: vendor.id,
        packageId: pkg.id,
        addons: Object.fromEntries(chosen.map(({ addon, quantity }) => [addon.id, quantity])),
      });
      setAskLogin(true);
      setLoginPromptLoaded(true);
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelection({ vendor, pkg, addons: chosen });
  };

  const prepare = () => {
    if (!user) return;
    // Not inside the choosing click either.
    whenIdle(() => void loadBookingFlow().catch(() => undefined));
  };

  const here = `${location.pathname}${location.search}`;
  const element = (
    <>
      {loginPromptLoaded ? (
        <Suspense>
          <LoginPrompt
            open={askLogin}
            title="You must be logged in to book."
            onCancel={() => setAskLogin(false)}
            onSignUp={() => navigate(`/signup?redirect=${encodeURIComponent(here)}`)}
            onLogIn={() => navigate(`/login?redirect=${encodeURIComponent(here)}`)}
          >
            Log in or create an account to continue. Your selection is kept and you come back to this page.
          </LoginPrompt>
        </Suspense>
      ) : null}
      {selection ? (
        <Suspense>
          <BookingFlow
            vendor={selection.vendor}
            pkg={selection.pkg}
            addons={selection.addons}
            initialDate={initialDate}
            event={event}
            open
            onClose={() => setSelection(null)}
          />
        </Suspense>
      ) : null}
    </>
  );

  return {
    bookNow,
    prepare,
    resumedSelection: resumed ? { packageId: resumed.packageId, addons: resumed.addons } : null,
    message,
    element,
  };
}
