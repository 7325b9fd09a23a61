import { localToday } from '@partyeasy/shared-domain';
import { queryClient } from '@partyeasy/shared-domain/backend';
import { parseBrowseFilters } from '../model/browse-filters';
import { browseVendorsQueryOptions } from './browse-vendors';
import { browseCitiesQueryOptions } from './get-browse-cities';

/**
 * Asks for the first page of vendors matching the address's filters and for the location dropdown's cities
 * while the home page's code is still loading (the route's `prefetch`): the page finds them in the query
 * cache, and the requests are not started inside React's commit of the page. A failure is left to the page,
 * whose own queries show it.
 * `?category=DJ` → the vendors of `browse_vendors(p_service_type => 'DJ')`, offset 0.
 */
export function prefetchBrowse(search: string): void {
  const filters = parseBrowseFilters(new URLSearchParams(search), localToday());
  void queryClient.prefetchInfiniteQuery(browseVendorsQueryOptions(filters));
  void queryClient.prefetchQuery(browseCitiesQueryOptions());
}
