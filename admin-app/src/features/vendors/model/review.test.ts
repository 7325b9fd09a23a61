import { describe, expect, it } from 'vitest';
import { lastDecisionAt } from './review';

describe('lastDecisionAt', () => {
  const t = '2026-11-20T10:00:00Z';
  it('is the last status change made by someone other than the owner', () => {
    expect(lastDecisionAt({ user_id: 'u1', status_changed_at: t, status_changed_by: 'a1' })).toBe(t);
  });
  it('is null for a listing only its owner moved (submitted, editing) or never moved', () => {
    expect(lastDecisionAt({ user_id: 'u1', status_changed_at: t, status_changed_by: 'u1' })).toBeNull();
    expect(lastDecisionAt({ user_id: 'u1', status_changed_at: null, status_changed_by: null })).toBeNull();
  });
});
