import { describe, expect, it } from 'vitest';
import {
  authErrorMessage,
  canSendMagicLink,
  emailChangedMessage,
  emailChangeSentMessage,
  missingSignUpFields,
  passwordRequirements,
  passwordUpdateResult,
  pendingEmailMessage,
  profileUpdateResult,
  validateFullName,
  validateNewsletterEmail,
  validatePasswordChange,
  validatePasswordLength,
  validateResetPassword,
  validateSignUp,
} from './accounts.ts';
import { addAdditionalService, addCoreService, validateCustomPackageSave } from './custom-package.ts';

describe('sign-up', () => {
  it('needs both Terms and Privacy ticked', () => {
    const message = 'Please accept the Terms & Conditions and Privacy Policy to continue.';
    expect(validateSignUp({ acceptTerms: true, acceptPrivacy: false })).toBe(message);
    expect(validateSignUp({ acceptTerms: false, acceptPrivacy: true })).toBe(message);
    expect(validateSignUp({})).toBe(message);
    expect(validateSignUp({ acceptTerms: true, acceptPrivacy: true })).toBeUndefined();
  });

  it('lists blank required fields; phone is optional', () => {
    expect(missingSignUpFields({ fullName: ' ', email: 'a@b.c', password: '' })).toEqual([
      'fullName',
      'password',
    ]);
    expect(missingSignUpFields({ fullName: 'Ann', email: 'a@b.c', password: 'secret' })).toEqual([]);
  });
});

describe('passwords', () => {
  it('reset: both must match', () => {
    expect(validateResetPassword('secret1', 'secret2')).toBe('Passwords do not match.');
    expect(validateResetPassword('secret1', 'secret1')).toBeUndefined();
  });

  it.each([
    ['', '', 'Please enter a new password'],
    ['', 'abc', 'Please enter a new password'],
    ['abc', 'abd', "Passwords don't match"],
    ['abcdefg', 'abcdefh', "Passwords don't match"],
    ['abc', 'abc', 'Password must be at least 6 characters long'],
    ['abcdef', 'abcdef', undefined],
  ])('settings: %j / %j → %s', (password, confirmation, message) => {
    expect(validatePasswordChange(password, confirmation)).toBe(message);
  });

  it('settings with a current password: asks for it first and refuses it as the new one', () => {
    expect(validatePasswordChange('Fresh-Pass-9', 'Fresh-Pass-9', '')).toBe(
      'Please enter your current password',
    );
    expect(validatePasswordChange('', '', 'Old-Pass-1')).toBe('Please enter a new password');
    expect(validatePasswordChange('Old-Pass-1', 'Old-Pass-1', 'Old-Pass-1')).toBe(
      'Your new password must be different from your current one',
    );
    expect(validatePasswordChange('Fresh-Pass-9', 'Fresh-Pass-9', 'Old-Pass-1')).toBeUndefined();
    // A Google-only account has no current password to give.
    expect(validatePasswordChange('Fresh-Pass-9', 'Fresh-Pass-9')).toBeUndefined();
  });

  it('one length rule for sign-up, reset and settings: 6 to 72 bytes', () => {
    expect(validatePasswordLength('abcde')).toBe('Password must be at least 6 characters long');
    expect(validatePasswordLength('abcdef')).toBeUndefined();
    expect(validatePasswordLength('a'.repeat(72))).toBeUndefined();
    expect(validatePasswordLength('a'.repeat(73))).toBe('Password must be at most 72 characters long');
    // 36 two-byte letters are 72 bytes; one more is too many for bcrypt.
    expect(validatePasswordLength('é'.repeat(37))).toBe('Password must be at most 72 characters long');
    expect(validatePasswordChange('a'.repeat(73), 'a'.repeat(73))).toBe(
      'Password must be at most 72 characters long',
    );
  });

  it('ticks the requirement list', () => {
    expect(passwordRequirements('', '')).toEqual({ longEnough: false, matches: false });
    expect(passwordRequirements('abcdef', 'abcdef')).toEqual({ longEnough: true, matches: true });
    expect(passwordRequirements('abcdef', 'abc')).toEqual({ longEnough: true, matches: false });
  });

  it('rejects an empty magic-link e-mail', () => {
    expect(canSendMagicLink('  ')).toBe(false);
    expect(canSendMagicLink('a@b.c')).toBe(true);
  });
});

describe('profile name', () => {
  it.each([
    ['', 'Please enter your full name'],
    ['   ', 'Please enter your full name'],
    ['x'.repeat(101), 'Full name must be at most 100 characters long'],
    ['x'.repeat(500), 'Full name must be at most 100 characters long'],
    [`  ${'x'.repeat(100)}  `, undefined],
    ['Ann Lee', undefined],
  ])('%j → %s', (name, message) => {
    expect(validateFullName(name)).toBe(message);
  });
});

describe('e-mail change (secure: both addresses confirm)', () => {
  it('says where the links went and what happens next', () => {
    expect(emailChangeSentMessage('ann@old.test', 'ann@new.test')).toBe(
      'Almost done: we sent a confirmation link to ann@new.test and one to ann@old.test. Your e-mail address changes to ann@new.test once you have followed both links.',
    );
    expect(pendingEmailMessage('ann@new.test')).toBe(
      'Waiting for confirmation: your e-mail changes to ann@new.test once you have followed the links we sent to both addresses.',
    );
    expect(emailChangedMessage('ann@new.test')).toBe('Your e-mail address is now ann@new.test.');
  });
});

describe('settings results', () => {
  it.each([
    [null, true, 'Profile updated successfully!'],
    [
      'Unable to get SMS provider',
      true,
      'Profile updated successfully! Note: Phone number is stored but SMS verification is not configured.',
    ],
    ['invalid email address', false, 'Update failed: invalid email address. Please check your email format.'],
    ['boom', false, 'Update failed: boom'],
  ])('%s → %s %s', (error, ok, message) => {
    expect(profileUpdateResult(error)).toEqual({ ok, message });
  });

  it('reports password updates', () => {
    expect(passwordUpdateResult(null)).toEqual({ ok: true, message: 'Password updated successfully!' });
    expect(passwordUpdateResult('weak')).toEqual({ ok: false, message: 'Password update failed: weak' });
  });
});

describe('auth error messages', () => {
  it('says to wait on a 429 and keeps every other message', () => {
    expect(authErrorMessage({ status: 429, code: 'over_email_send_rate_limit', message: 'x' })).toBe(
      'Too many e-mails were requested. Please wait a minute, then try again.',
    );
    expect(authErrorMessage({ status: 429, code: 'over_request_rate_limit', message: 'x' })).toBe(
      'Too many attempts. Please wait a few minutes, then try again.',
    );
    expect(authErrorMessage({ status: 429, message: 'Too Many Requests' })).toBe(
      'Too many attempts. Please wait a few minutes, then try again.',
    );
    expect(
      authErrorMessage({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }),
    ).toBe('Invalid login credentials');
  });
});

describe('newsletter', () => {
  it('accepts e-mail addresses only (the one rule the table checks too)', () => {
    expect(validateNewsletterEmail('   ')).toBe('Please enter a valid email.');
    for (const bad of ['not-an-email', 'a@b', 'a b@c.de', '@b.co', 'a@@b.co', 42, null]) {
      expect(validateNewsletterEmail(bad)).toBe('Please enter a valid email.');
    }
    expect(validateNewsletterEmail(' party@host.co ')).toBeUndefined();
  });
});

describe('custom package builder', () => {
  it('adds non-empty core services and complete additional services', () => {
    expect(addCoreService(['DJ'], '  Lighting ')).toEqual(['DJ', 'Lighting']);
    expect(addCoreService(['DJ'], '   ')).toEqual(['DJ']);
    expect(addAdditionalService([], { name: ' Uplighting ', price: '$200' })).toEqual([
      { name: 'Uplighting', price: '$200' },
    ]);
    expect(addAdditionalService([], { name: 'Uplighting', price: ' ' })).toEqual([]);
    expect(addAdditionalService([], { name: '', price: '20' })).toEqual([]);
  });

  it('needs a vendor id, then a user', () => {
    expect(validateCustomPackageSave({ vendorId: null, userId: null })).toBe(
      'Vendor information not found. Please complete basic information first.',
    );
    expect(validateCustomPackageSave({ vendorId: 'v1', userId: '' })).toBe(
      'User authentication error. Please log in again.',
    );
    expect(validateCustomPackageSave({ vendorId: 'v1', userId: 'u1' })).toBeUndefined();
  });
});
