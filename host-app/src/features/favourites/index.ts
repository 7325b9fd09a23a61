/** Favourites: the hearts on vendor cards and profiles (useFavourites) and the /favorites page. */
export { type Favourites, useFavourites } from './hooks/use-favourites';
