/** Favourites: the hearts on vendor cards and profiles (useFavourites) and the /favorites page. */
export { type Favourites, type HeartState, useFavourites } from './hooks/use-favourites';
