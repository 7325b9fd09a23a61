import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectionReducer, summarizeSelection } from './selection';

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

describe('the estimate for the date searched on the home page', () => {
  it("adds that day's daytime extra charge and says which day it is for", () => {
    const pkg = {
      id: 'p1',
      name: 'Party Night',
      price: 675,
      charging_type: 'per_event',
      extra_charge_weekend: 50,
      extra_charge_weekend_night: 200,
    } as unknown as Parameters<typeof summarizeSelection>[1][number];
    const state = { packageId: 'p1', addons: {} };
    // Saturday: the weekend daytime charge; the night one needs a start time, chosen in the calendar.
    const saturday = summarizeSelection(state, [pkg], [], '2026-12-05');
    expect(saturday.startingAtCents).toBe(72500);
    expect(saturday.estimateNote).toMatch(/ Priced for Sat, Dec 5, 2026, starting before 6 PM\.$/);
    // A Sunday has no extra charge; no date is the plain estimate.
    expect(summarizeSelection(state, [pkg], [], '2026-12-06').startingAtCents).toBe(67500);
    expect(summarizeSelection(state, [pkg], []).estimateNote).not.toMatch(/Priced for/);
  });
});
