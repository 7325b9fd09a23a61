import { useReducer } from 'react';
import { EMPTY_SELECTION, type SelectionState, selectionReducer } from './selection';

/**
 * The profile's package and add-on selection: empty for every vendor page, or the selection the visitor
 * left to log in with (so 'Your Selection' shows it again on their return).
 */
export function useSelection(initial: SelectionState | null = null) {
  return useReducer(selectionReducer, initial ?? EMPTY_SELECTION);
}
