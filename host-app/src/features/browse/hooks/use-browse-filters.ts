import { localToday } from '@partyeasy/shared-domain';
import { useSearchParams } from '@partyeasy/shared-ui/router';
import { useCallback, useMemo } from 'react';
import {
  type BrowseFilterKey,
  type BrowseFilterState,
  NO_FILTERS,
  parseBrowseFilters,
  withBrowseFilters,
} from '../model/browse-filters';

/**
 * The browse filters, kept in the address bar so a search can be shared, reloaded and reached with Back.
 * Each change is a new history entry (a default the page applies by itself replaces the current one).
 */
export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const today = localToday();
  const filters = useMemo(() => parseBrowseFilters(params, today), [params, today]);

  const setFilters = useCallback(
    (next: BrowseFilterState, { replace = false } = {}) =>
      setParams((current) => withBrowseFilters(current, next), { preventScrollReset: true, replace }),
    [setParams],
  );
  const setFilter = useCallback(
    (key: BrowseFilterKey, value: string | null) => setFilters({ ...filters, [key]: value }),
    [filters, setFilters],
  );
  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);

  return { filters, setFilters, setFilter, clearFilters };
}
