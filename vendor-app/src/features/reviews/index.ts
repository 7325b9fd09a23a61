import { lazy } from 'react';

/** The dashboard's reviews and reply form, its own chunk so that the dashboard loads it after its first render. */
export const ListingReviews = lazy(() => import('./components/listing-reviews'));
