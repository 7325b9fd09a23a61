import { normalizePlaceQuery, PLACE_SUGGESTION_DEBOUNCE_MS } from '@partyeasy/shared-domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getPlacesProvider } from '../model/places-provider';

export function placeSuggestionsQueryOptions(query: string) {
  const normalized = normalizePlaceQuery(query);
  const provider = getPlacesProvider();
  return queryOptions({
    queryKey: ['onboarding', 'place-suggestions', provider.kind, normalized] as const,
    queryFn: ({ signal }) => provider.suggest(normalized, signal),
    enabled: normalized.replace(/[^a-z0-9]/g, '').length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** `value`, updated only once it stopped changing for `ms` (200 ms for place suggestions). */
export function useDebouncedValue<T>(value: T, ms = PLACE_SUGGESTION_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Suggestions for what the vendor typed, asked 200 ms after the last keystroke. */
export function usePlaceSuggestions(query: string) {
  const debounced = useDebouncedValue(query);
  return useQuery({ ...placeSuggestionsQueryOptions(debounced), placeholderData: keepPreviousData });
}
