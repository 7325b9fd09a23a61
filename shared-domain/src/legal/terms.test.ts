import { describe, expect, it } from 'vitest';
import {
  needsTermsAcceptance,
  TERMS_VERSION,
  termsVersionLabel,
  validateAgeConfirmation,
  validateTermsConsent,
} from './terms.ts';

describe('the terms version rule', () => {
  it('asks users who never accepted, or accepted an earlier version', () => {
    expect(needsTermsAcceptance(null)).toBe(true);
    expect(needsTermsAcceptance(undefined)).toBe(true);
    expect(needsTermsAcceptance('')).toBe(true);
    expect(needsTermsAcceptance('2024-01-01', '2025-06-18')).toBe(true);
    expect(needsTermsAcceptance('2025-06-17', '2025-06-18')).toBe(true);
  });

  it('does not ask again for the current or a later version', () => {
    expect(needsTermsAcceptance(TERMS_VERSION)).toBe(false);
    expect(needsTermsAcceptance('2025-06-18', '2025-06-18')).toBe(false);
    expect(needsTermsAcceptance('2025-07-01', '2025-06-18')).toBe(false);
  });

  it('treats anything that is not a version as not accepted', () => {
    expect(needsTermsAcceptance('v1')).toBe(true);
    expect(needsTermsAcceptance('9999')).toBe(true);
    expect(needsTermsAcceptance(20250618)).toBe(true);
  });

  it('is a date, the form the database accepts', () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${TERMS_VERSION}T00:00:00Z`).toISOString().slice(0, 10)).toBe(TERMS_VERSION);
  });
});

describe('consent boxes', () => {
  it('needs the age box ticked', () => {
    expect(validateAgeConfirmation(false)).toBe('Please confirm that you are 18 or older.');
    expect(validateAgeConfirmation(undefined)).toBe('Please confirm that you are 18 or older.');
    expect(validateAgeConfirmation(true)).toBeUndefined();
  });

  it('needs the prompt box ticked', () => {
    expect(validateTermsConsent(false)).toBe(
      'Please confirm that you are 18 or older and accept the Terms of Service and the Privacy Policy.',
    );
    expect(validateTermsConsent(true)).toBeUndefined();
  });
});

describe('termsVersionLabel', () => {
  it('names the version by its date', () => {
    expect(termsVersionLabel('2025-06-18')).toBe('June 18, 2025');
    expect(termsVersionLabel('2026-01-01')).toBe('January 1, 2026');
  });
});
