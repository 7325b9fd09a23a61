import { useReducer } from 'react';
import { EMPTY_SELECTION, selectionReducer } from './selection';

/** The profile's package and add-on selection; it starts empty for every vendor page. */
export function useSelection() {
  return useReducer(selectionReducer, EMPTY_SELECTION);
}
