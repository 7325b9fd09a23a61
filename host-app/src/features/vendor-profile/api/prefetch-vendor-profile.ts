import { queryClient } from '@partyeasy/shared-domain/backend';
import { preload } from 'react-dom';
import { isVendorId, vendorQueryOptions } from './get-vendor';
import { vendorAddonsQueryOptions } from './get-vendor-addons';
import { vendorPackagesQueryOptions } from './get-vendor-packages';
import { vendorPhotoUrl } from './vendor-photo-url';

/**
 * Asks for a profile's vendor, packages and add-ons, and then its first photo, while the page's code is
 * still loading (the route's `prefetch`): the page then finds them in the query cache instead of asking
 * once it has rendered. A failure is left to the page, whose own queries show it.
 */
export async function prefetchVendorProfile(id: string): Promise<void> {
  if (!isVendorId(id)) return;
  void queryClient.prefetchQuery(vendorPackagesQueryOptions(id));
  void queryClient.prefetchQuery(vendorAddonsQueryOptions(id));
  try {
    const vendor = await queryClient.fetchQuery(vendorQueryOptions(id));
    const first = vendor?.photos[0];
    if (first) preload(vendorPhotoUrl(first), { as: 'image', fetchPriority: 'high' });
  } catch {
    // The page's own query reports it.
  }
}
