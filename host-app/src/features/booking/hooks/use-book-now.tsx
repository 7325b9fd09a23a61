import { validateBookNow } from '@partyeasy/shared-domain';
import { Button, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BookingFlow } from '../components/booking-flow';
import {
  clearPendingSelection,
  type PendingSelection,
  readPendingSelection,
  savePendingSelection,
} from '../model/pending-selection';
import type { BookingAddon, BookingPackage, BookingSelection, BookingVendor } from '../model/types';
import { useCurrentUser } from './use-current-user';

export interface UseBookNowInput {
  vendor: BookingVendor;
  packages: readonly BookingPackage[];
  addons: readonly BookingAddon[];
}

export interface BookNow {
  /** 'Book Now': checks the package and the session, then opens the booking flow. */
  bookNow: (selection: { pkg: BookingPackage | null; addons: BookingSelection['addons'] }) => void;
  /** The selection saved before logging in, for this vendor: the page starts from it. */
  resumedSelection: { packageId: string; addons: Record<string, number> } | null;
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
export function useBookNow({ vendor, packages, addons }: UseBookNowInput): BookNow {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [resumed] = useState<PendingSelection | null>(() => readPendingSelection(vendor.id));
  const [selection, setSelection] = useState<BookingSelection | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [askLogin, setAskLogin] = useState(false);

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
      return;
    }
    setSelection({ vendor, pkg, addons: chosen });
  };

  const here = `${location.pathname}${location.search}`;
  const element = (
    <>
      <Modal
        open={askLogin}
        title="You must be logged in to book."
        onCancel={() => setAskLogin(false)}
        footer={[
          <Button key="cancel" onClick={() => setAskLogin(false)}>
            Cancel
          </Button>,
          <Button key="signup" onClick={() => navigate(`/signup?redirect=${encodeURIComponent(here)}`)}>
            Sign Up
          </Button>,
          <Button
            key="login"
            type="primary"
            onClick={() => navigate(`/login?redirect=${encodeURIComponent(here)}`)}
          >
            Log In
          </Button>,
        ]}
      >
        <Typography.Paragraph>
          Log in or create an account to continue. Your selection is kept and you come back to this page.
        </Typography.Paragraph>
      </Modal>
      {selection ? (
        <BookingFlow
          vendor={selection.vendor}
          pkg={selection.pkg}
          addons={selection.addons}
          open
          onClose={() => setSelection(null)}
        />
      ) : null}
    </>
  );

  return {
    bookNow,
    resumedSelection: resumed ? { packageId: resumed.packageId, addons: resumed.addons } : null,
    message,
    element,
  };
}
