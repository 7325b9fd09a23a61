import { getSupabase } from '@partyeasy/shared-domain/backend';
import { useToaster } from '@partyeasy/shared-ui/components/use-toaster';
import { useEffect } from 'react';
import { PROFILE_SETUP_FAILED, upsertUserProfile } from '../api/upsert-user-profile';
import { hasPendingGoogleSignup, takeGoogleSignup } from '../model/pending-google-signup';
import { useAuthSession } from './use-auth-session';

/**
 * After a Google sign-up returns, stores the host/vendor choice in the user's metadata (the database
 * trigger copies it to the users row) and makes sure the profile row exists.
 */
export function useCompleteGoogleSignup() {
  const { user } = useAuthSession();
  const toaster = useToaster();
  useEffect(() => {
    if (!user || !hasPendingGoogleSignup()) return;
    const userType = takeGoogleSignup();
    if (!userType) return;
    void (async () => {
      if (!user.user_metadata?.user_type) {
        const { error } = await getSupabase().auth.updateUser({ data: { user_type: userType } });
        if (error) console.error('Saving the user type failed', error);
      }
      const { ok } = await upsertUserProfile(user, userType);
      if (!ok) toaster.error(PROFILE_SETUP_FAILED);
    })();
  }, [user, toaster]);
}
