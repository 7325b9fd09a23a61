import { currentUserAtom, watchAuthSession } from '@partyeasy/shared-domain/backend';
import { logInPath, useCurrentPath } from '@partyeasy/shared-ui/components/log-in-redirect';
import { useNavigate } from '@partyeasy/shared-ui/router';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useCurrentEvent, useShortlistIds, useToggleShortlist } from '../../events';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useSetFavourite } from '../api/set-favourite';
import { savePendingFavourite, takePendingFavourite } from '../model/pending-favourite';

// Only a visitor's heart or a failed save shows these (antd Modal, Alert): loaded then.
const LoginPrompt = lazy(() => import('@partyeasy/shared-ui/components/login-prompt'));
const FavouriteError = lazy(() => import('../components/favourite-error'));

export interface HeartState {
  pressed: boolean;
  onChange: (pressed: boolean) => void;
  /** The current event whose shortlist the heart saves to (none: the favourites). */
  listName?: string;
}

export interface Favourites {
  /** The heart of one vendor: pressed when saved; pressing saves or removes it (visitors are asked to log in). */
  heart: (vendor: { id: string; name: string }) => HeartState;
  /** The login prompt and the failure message; render it once on the page. */
  element: ReactNode;
}

function useCurrentUser() {
  try {
    watchAuthSession();
  } catch (error) {
    // Without a runtime configuration there is no session to read; the user stays "loading".
    console.error(error);
  }
  return useAtomValue(currentUserAtom);
}

/**
 * The hearts of a page (vendor cards, a profile): with a current event, saved to that event's shortlist
 * (toggle_shortlist) and labelled so; otherwise saved in the signed-in user's favourites, turned at once
 * and turned back with a message when the save fails. A visitor's heart asks them to log in; the vendor
 * waits in this tab and is saved when they are back on the page signed in.
 */
export function useFavourites(): Favourites {
  const user = useCurrentUser();
  const userId = user?.id;
  const ids = useFavouriteIds(userId);
  const save = useSetFavourite(userId);
  const navigate = useNavigate();
  const here = useCurrentPath();
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const [promptLoaded, setPromptLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  const { mutate } = save;
  const event = useCurrentEvent();
  const shortlistIds = useShortlistIds(event?.id ?? null);
  const toggleShortlist = useToggleShortlist();

  const change = useCallback(
    (vendor: { id: string; name: string }, favourite: boolean) => {
      setError(null);
      mutate(
        { vendorId: vendor.id, favourite },
        {
          onError: (e) =>
            setError(
              `${favourite ? `We couldn't save ${vendor.name} to your favorites` : `We couldn't remove ${vendor.name} from your favorites`}: ${e.message}`,
            ),
        },
      );
    },
    [mutate],
  );

  // Back from logging in: the vendor hearted before is saved now.
  useEffect(() => {
    if (!userId) return;
    const pending = takePendingFavourite();
    if (pending) change({ id: pending, name: 'this vendor' }, true);
  }, [userId, change]);

  const heart = (vendor: { id: string; name: string }): HeartState => ({
    pressed: Boolean(event ? shortlistIds.data?.has(vendor.id) : ids.data?.has(vendor.id)),
    listName: event?.name,
    onChange: (pressed) => {
      if (user === null) {
        setAsking(vendor);
        setPromptLoaded(true);
        return;
      }
      // The session or the current event is still being read: the press would have nowhere to go yet.
      if (!user || event === undefined) return;
      if (event) {
        setError(null);
        toggleShortlist.mutate(
          { vendorId: vendor.id, eventId: event.id, saved: pressed },
          {
            onError: (e) =>
              setError(
                `${pressed ? `We couldn't add ${vendor.name} to the ${event.name} shortlist` : `We couldn't take ${vendor.name} off the ${event.name} shortlist`}: ${e.message}`,
              ),
          },
        );
        return;
      }
      change(vendor, pressed);
    },
  });

  const leaveFor = (path: string) => {
    if (asking) savePendingFavourite(asking.id);
    setAsking(null);
    navigate(path);
  };

  const element = (
    <>
      {promptLoaded ? (
        <Suspense fallback={null}>
          <LoginPrompt
            open={asking !== null}
            title="Log in to save your favorites"
            onCancel={() => setAsking(null)}
            onSignUp={() => leaveFor(logInPath(here).replace(/^\/login/, '/signup'))}
            onLogIn={() => leaveFor(logInPath(here))}
          >
            Favorites are kept in your account, so they are there on any device. Log in or create an account
            and we'll save {asking?.name ?? 'this vendor'} to your favorites when you come back to this page.
          </LoginPrompt>
        </Suspense>
      ) : null}
      {error ? (
        <Suspense fallback={null}>
          <FavouriteError message={error} onClose={clearError} />
        </Suspense>
      ) : null}
    </>
  );

  return { heart, element };
}
