import { ownVendorQueryOptions } from '@partyeasy/shared-domain/backend';
import { useQuery } from '@tanstack/react-query';
import { useAuthSession } from './use-auth-session';

/** Vendor status of the signed-in user: unknown (loading), vendor, or not vendor. */
export function useIsVendor() {
  const { user, loading: sessionLoading } = useAuthSession();
  const query = useQuery(ownVendorQueryOptions(user?.id));
  if (sessionLoading) return { isVendor: false, loading: true };
  if (!user) return { isVendor: false, loading: false };
  return { isVendor: Boolean(query.data), loading: query.isPending };
}
