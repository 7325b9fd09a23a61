import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectionReducer } from './selection';

describe('selectionReducer', () => {
  it('selects one package at a time and unselects it on a second toggle', () => {
    let state = selectionReducer(EMPTY_SELECTION, { type: 'togglePackage', id: 'a' });
    state = selectionReducer(state, { type: 'togglePackage', id: 'b' });
    expect(state.packageId).toBe('b');
    expect(selectionReducer(state, { type: 'togglePackage', id: 'b' }).packageId).toBeNull();
  });

  it('adds add-ons with quantity 1, never lets a quantity fall below 1, and removes them', () => {
    let state = selectionReducer(EMPTY_SELECTION, { type: 'toggleAddon', id: 'x' });
    expect(state.addons).toEqual({ x: 1 });
    state = selectionReducer(state, { type: 'setQuantity', id: 'x', quantity: 4 });
    expect(state.addons).toEqual({ x: 4 });
    expect(selectionReducer(state, { type: 'setQuantity', id: 'x', quantity: 0 }).addons).toEqual({ x: 1 });
    expect(selectionReducer(state, { type: 'setQuantity', id: 'y', quantity: 2 })).toBe(state);
    expect(selectionReducer(state, { type: 'toggleAddon', id: 'x' }).addons).toEqual({});
  });
});
