import { describe, expect, it } from 'vitest';
import { isAdminUser } from './is-admin';

describe('isAdminUser', () => {
  it('accepts the admin role claim in app_metadata', () => {
    expect(isAdminUser({ app_metadata: { role: 'admin' } })).toBe(true);
  });

  it.each([
    ['no user', null],
    ['another role', { app_metadata: { role: 'vendor' } }],
    ['no role', { app_metadata: {} }],
  ])('refuses %s', (_, user) => {
    expect(isAdminUser(user)).toBe(false);
  });

  it('ignores a role the user wrote into user_metadata', () => {
    expect(isAdminUser({ app_metadata: {}, user_metadata: { role: 'admin' } } as never)).toBe(false);
  });
});
