import { passwordRecoveryAtom } from '@partyeasy/shared-domain/backend';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useAuthSession } from '../../session';

/**
 * Whether a signed-in visitor should leave the page for /. Not during a password recovery, nor while
 * its new password is being saved (until that session ends).
 */
export function useSignedInRedirect(): boolean {
  const { user, loading } = useAuthSession();
  const recovering = useAtomValue(passwordRecoveryAtom);
  const [holding, setHolding] = useState(false);
  useEffect(() => {
    if (recovering) setHolding(true);
  }, [recovering]);
  useEffect(() => {
    if (!loading && !user) setHolding(false);
  }, [loading, user]);
  return !loading && Boolean(user) && !recovering && !holding;
}
