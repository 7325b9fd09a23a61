import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateAvailabilityDrop,
  validateRecurringAvailability,
  validateTimeSlotTemplate,
} from '../availability/recurring.ts';
import {
  validateFullName,
  validateNewsletterEmail,
  validatePasswordChange,
  validatePasswordLength,
  validateResetPassword,
  validateSignUp,
} from './accounts.ts';
import { cleanAddons } from './addons.ts';
import { validateBasicInfo } from './basic-info.ts';
import {
  validateBookingDetails,
  validateBookingDuration,
  validateBookNow,
  validateCalendarDate,
} from './booking.ts';
import { validateCustomPackageSave } from './custom-package.ts';
import { validateLocations } from './locations.ts';
import { validatePackages } from './packages.ts';
import { checkPhotoFile, checkPhotoSelection, photoCountHint, validatePhotoCount } from './photos.ts';

// The spec's messages, typed out here from the documents (not imported) so a changed string fails.
const SPEC_MESSAGES: RegExp[] = [
  /^Name is required$/,
  /^Email is required$/,
  /^Phone number is required$/,
  /^Service type is required$/,
  /^Experience is required$/,
  /^Please specify your service$/,
  /^Please add at least one location\.$/,
  /^Missing vendor ID\. Please restart onboarding\.$/,
  /^You need at least \d+ more photo\(s\) to continue$/,
  /^Please upload at least 5 photos to continue\.$/,
  /^Not an image file$/,
  /^Invalid file type$/,
  /^File too large: \d+\.\d{2} MB\. Maximum size is 50MB\.$/,
  /^Image too small$/,
  /^Can only add \d+ more photos \(-?\d+(\.\d+)? selected\)$/,
  /^Please fill in all required fields for Package \d+$/,
  /^Please specify duration for Package \d+$/,
  /^Please specify minimum hours for Package \d+$/,
  /^Please specify minimum spend for Package \d+$/,
  /^Please accept the Terms & Conditions and Privacy Policy to continue\.$/,
  /^Passwords do not match\.$/,
  /^Please enter a new password$/,
  /^Passwords don't match$/,
  /^Password must be at least 6 characters long$/,
  /^Password must be at most 72 characters long$/,
  /^Please enter your current password$/,
  /^Your new password must be different from your current one$/,
  /^Please enter your full name$/,
  /^Full name must be at most 100 characters long$/,
  /^Please enter a valid email\.$/,
  /^Please select a package\.$/,
  /^You must be logged in to book\.$/,
  /^Minimum \d+(\.\d+)? guest\(s\) required$/,
  /^Minimum \d+(\.\d+)? hour\(s\) required$/,
  /^Minimum spend of \$[\d,]+\.\d{2} required \(current: \$[\d,]+\.\d{2}\)$/,
  /^Cannot select past dates$/,
  /^Selected date is not available$/,
  /^Invalid duration specified$/,
  /^Please fill in all fields for recurring availability\.$/,
  /^No matching dates found for the selected criteria\.$/,
  /^Start and end time cannot be the same\.$/,
  /^Overnight slots must end by 4:00 AM\.$/,
  /^All selected dates are in the past\.$/,
  /^You can't set availability for past dates\.$/,
  /^Vendor information not found\. Please complete basic information first\.$/,
  /^User authentication error\. Please log in again\.$/,
  // Beyond the spec: the limits the database keeps (README gaps list).
  /^Name must be at most 200 characters$/,
  /^Please enter a valid email address$/,
  /^Please enter a valid phone number \(7 to 15 digits\)$/,
  /^Your service must be at most 100 characters$/,
  /^Experience must be a number of years from 0 to 80$/,
  /^Please add at least one package\.$/,
  /^Package \d+: the name must be at most 200 characters$/,
  /^Package \d+: prices and charges must be from \$0 to \$1,000,000\.00$/,
  /^Package \d+: hours must be whole numbers from 1 to 24$/,
  /^Package \d+: maximum guests must be a whole number from 1 to 100,000$/,
  /^Package \d+: maximum hours can't be below the minimum hours$/,
  /^Guests must be a whole number$/,
  /^Hours must be in steps of half an hour$/,
  /^Maximum [\d,]+ guest\(s\) for this package$/,
  /^Maximum \d+ hour\(s\) for this package$/,
];

function expectSpecMessages(result: unknown) {
  const messages =
    result === undefined
      ? []
      : typeof result === 'string'
        ? [result]
        : Array.isArray(result)
          ? result
          : Object.values(result as object);
  for (const message of messages) {
    expect(typeof message).toBe('string');
    expect(SPEC_MESSAGES.some((pattern) => pattern.test(message as string))).toBe(true);
  }
}

// Any value a form, a URL or a broken caller could hand over, biased toward plausible shapes.
const loose = fc.oneof(
  fc.anything(),
  fc.string(),
  fc.constantFrom(
    '',
    '  ',
    '0',
    '-1',
    '3',
    '2.5',
    'abc',
    '09:00',
    '22:00',
    '2026-11-22',
    'Other',
    'per_guest',
  ),
  fc.double(),
  fc.integer({ min: -5, max: 50 }),
  fc.boolean(),
);
const looseRecord = fc.dictionary(
  fc.constantFrom(
    'name',
    'email',
    'phone',
    'serviceType',
    'customServiceType',
    'experience',
    'description',
    'price',
    'charging_type',
    'duration_hours',
    'minimum_hours',
    'minimum_spend',
    'item',
    'type',
    'size',
    'width',
    'height',
    'acceptTerms',
    'acceptPrivacy',
  ),
  loose,
);
const maybeRecord = fc.oneof(looseRecord, loose);

const validators: Array<[string, fc.Arbitrary<unknown[]>, (...args: never[]) => unknown]> = [
  ['validateBasicInfo', fc.tuple(maybeRecord), validateBasicInfo],
  ['validateLocations', fc.tuple(fc.oneof(fc.array(loose), loose), loose), validateLocations],
  ['checkPhotoFile', fc.tuple(maybeRecord), checkPhotoFile],
  [
    'checkPhotoSelection',
    fc.tuple(fc.record({ existing: loose, pending: loose, selected: loose })),
    checkPhotoSelection,
  ],
  ['photoCountHint', fc.tuple(loose), photoCountHint],
  ['validatePhotoCount', fc.tuple(loose), validatePhotoCount],
  ['validatePackages', fc.tuple(fc.oneof(fc.array(maybeRecord), loose)), validatePackages],
  ['validateSignUp', fc.tuple(maybeRecord), validateSignUp],
  ['validateResetPassword', fc.tuple(loose, loose), validateResetPassword],
  ['validatePasswordChange', fc.tuple(loose, loose, loose), validatePasswordChange],
  ['validatePasswordLength', fc.tuple(loose), validatePasswordLength],
  ['validateFullName', fc.tuple(loose), validateFullName],
  ['validateNewsletterEmail', fc.tuple(loose), validateNewsletterEmail],
  ['validateBookNow', fc.tuple(fc.record({ packageSelected: loose, loggedIn: loose })), validateBookNow],
  [
    'validateBookingDetails',
    fc.tuple(
      fc.record({
        pkg: maybeRecord,
        addons: fc.oneof(fc.array(fc.record({ addon: maybeRecord, quantity: loose })), loose),
        guests: loose,
        hours: loose,
      }),
    ),
    validateBookingDetails,
  ],
  [
    'validateCalendarDate',
    fc.tuple(fc.record({ date: loose, today: loose, availableDates: fc.oneof(fc.array(loose), loose) })),
    validateCalendarDate,
  ],
  ['validateBookingDuration', fc.tuple(loose), validateBookingDuration],
  [
    'validateRecurringAvailability',
    fc.tuple(
      fc.record({
        startTime: loose,
        endTime: loose,
        startDate: loose,
        endDate: loose,
        weekdays: fc.oneof(fc.array(loose), loose),
        today: loose,
      }),
    ),
    validateRecurringAvailability,
  ],
  [
    'validateTimeSlotTemplate',
    fc.tuple(fc.record({ startTime: loose, endTime: loose })),
    validateTimeSlotTemplate,
  ],
  ['validateAvailabilityDrop', fc.tuple(loose, loose), validateAvailabilityDrop],
  [
    'validateCustomPackageSave',
    fc.tuple(fc.record({ vendorId: loose, userId: loose })),
    validateCustomPackageSave,
  ],
];

describe('every validator, for any input', () => {
  it.each(validators)('%s returns nothing or spec messages and never throws', (_name, args, validate) => {
    fc.assert(
      fc.property(args, (input) => {
        expectSpecMessages((validate as (...a: unknown[]) => unknown)(...input));
      }),
      { numRuns: 300 },
    );
  });

  it('cleanAddons returns only trimmed, named, priced rows and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(maybeRecord), loose), (rows) => {
        for (const row of cleanAddons(rows)) {
          expect(row.item).toBe(row.item.trim());
          expect(row.item).not.toBe('');
          expect(Number.isFinite(row.price)).toBe(true);
          expect(['per_hour', 'per_guest', 'per_event']).toContain(row.charging_type);
        }
      }),
    );
  });
});
