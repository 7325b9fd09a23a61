import { describe, expect, it } from 'vitest';
import { cleanAddons } from './addons.ts';
import {
  addQualification,
  bioCharactersLeft,
  clearFieldError,
  toBasicInfoRow,
  validateBasicInfo,
} from './basic-info.ts';
import { addLocation, matchServedPlace, validateLocations } from './locations.ts';
import { canRemoveRow, changeChargingType, toPackageRow, validatePackages } from './packages.ts';
import { basicInfoRefusal, locationsRefusal } from './server-refusals.ts';

describe('basic info (spec part 1, section 5)', () => {
  const valid = {
    name: 'DJ Sam',
    email: 'sam@example.com',
    phone: '+1 (512) 555-0142',
    serviceType: 'DJ',
    experience: 4,
  };

  it('accepts a complete form', () => {
    expect(validateBasicInfo(valid)).toEqual({});
    expect(validateBasicInfo({ ...valid, experience: 0, phone: '512.555.0142' })).toEqual({});
  });

  it('checks what the database keeps: name length, e-mail and phone formats, years of experience', () => {
    expect(validateBasicInfo({ ...valid, name: 'x'.repeat(336) })).toEqual({
      name: 'Name must be at most 200 characters',
    });
    expect(validateBasicInfo({ ...valid, name: 'x'.repeat(200) })).toEqual({});
    expect(validateBasicInfo({ ...valid, email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
    for (const phone of ['abc', '12345', '555-CALL-NOW', '1'.repeat(16)]) {
      expect(validateBasicInfo({ ...valid, phone })).toEqual({
        phone: 'Please enter a valid phone number (7 to 15 digits)',
      });
    }
    for (const experience of [-5, 81, 'abc']) {
      expect(validateBasicInfo({ ...valid, experience })).toEqual({
        experience: 'Experience must be a number of years from 0 to 80',
      });
    }
    expect(validateBasicInfo({ ...valid, serviceType: 'Other', customServiceType: 'y'.repeat(101) })).toEqual(
      { serviceType: 'Your service must be at most 100 characters' },
    );
  });

  it('reports every required field', () => {
    expect(validateBasicInfo({ name: ' ', email: '', phone: null, serviceType: '', experience: '' })).toEqual(
      {
        name: 'Name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        serviceType: 'Service type is required',
        experience: 'Experience is required',
      },
    );
    expect(validateBasicInfo(null)).toHaveProperty('name', 'Name is required');
  });

  it('needs the custom text when the type is Other', () => {
    expect(validateBasicInfo({ ...valid, serviceType: 'Other', customServiceType: '  ' })).toEqual({
      serviceType: 'Please specify your service',
    });
    expect(
      validateBasicInfo({ ...valid, serviceType: 'Other', customServiceType: 'Balloon artist' }),
    ).toEqual({});
  });

  it('clears an error when its field is edited', () => {
    const errors = validateBasicInfo({ ...valid, name: '', phone: '' });
    expect(clearFieldError(errors, 'name')).toEqual({ phone: 'Phone number is required' });
  });

  it('saves the custom service type, an integer experience and at most 500 bio characters', () => {
    const row = toBasicInfoRow({
      ...valid,
      name: ' DJ Sam ',
      serviceType: 'Other',
      customServiceType: ' Balloon artist ',
      experience: '2.7',
      bio: 'x'.repeat(600),
      qualifications: ['MC'],
    });
    expect(row).toMatchObject({
      name: 'DJ Sam',
      servicetype: 'Balloon artist',
      experience: 2,
      qualifications: ['MC'],
    });
    expect(row.bio).toHaveLength(500);
    expect(bioCharactersLeft('hello')).toBe(495);
    expect(bioCharactersLeft('x'.repeat(600))).toBe(0);
  });

  it('adds trimmed qualifications and ignores empty ones', () => {
    expect(addQualification(['DJ school'], '  MC  ')).toEqual(['DJ school', 'MC']);
    expect(addQualification(['DJ school'], '   ')).toEqual(['DJ school']);
  });
});

describe('locations', () => {
  it('ignores duplicates and blanks', () => {
    expect(addLocation(['Dallas, TX'], 'Dallas, TX')).toEqual(['Dallas, TX']);
    expect(addLocation(['Dallas, TX'], ' Austin, TX ')).toEqual(['Dallas, TX', 'Austin, TX']);
    expect(addLocation([], '  ')).toEqual([]);
  });

  it('adds what was typed only as the served place it spells, or the only one suggested', () => {
    const austins = ['Austin, TX', 'Austin, MN'];
    expect(matchServedPlace('austin,  tx', austins)).toBe('Austin, TX');
    expect(matchServedPlace('Boise', ['Boise, ID'])).toBe('Boise, ID');
    expect(matchServedPlace('Austin', austins)).toBeUndefined();
    expect(matchServedPlace('Atlantis', [])).toBeUndefined();
    expect(matchServedPlace('  ', ['Boise, ID'])).toBeUndefined();
  });

  it('needs one location and a vendor id', () => {
    expect(validateLocations([], 'v1')).toBe('Please add at least one location.');
    expect(validateLocations(['Dallas, TX'], '')).toBe('Missing vendor ID. Please restart onboarding.');
    expect(validateLocations(['Dallas, TX'], 'v1')).toBeUndefined();
  });
});

describe('packages, checked per package number', () => {
  const ok = {
    name: 'Basic',
    description: '3 hours of music',
    price: 300,
    charging_type: 'per_hour',
    minimum_hours: 3,
  };

  it.each([
    [[ok], undefined],
    [[ok, { ...ok, name: '  ' }], 'Please fill in all required fields for Package 2'],
    [[{ ...ok, description: '' }], 'Please fill in all required fields for Package 1'],
    [[{ ...ok, price: '' }], 'Please fill in all required fields for Package 1'],
    [[{ ...ok, price: 0 }], undefined],
    [
      [ok, ok, { ...ok, charging_type: 'per_event', duration_hours: '' }],
      'Please specify duration for Package 3',
    ],
    [
      [{ ...ok, charging_type: 'per_guest', duration_hours: 4, minimum_spend: null }],
      'Please specify minimum spend for Package 1',
    ],
    [[{ ...ok, charging_type: 'per_guest', duration_hours: null }], 'Please specify duration for Package 1'],
    [[{ ...ok, charging_type: 'per_guest', duration_hours: 4, minimum_spend: '500' }], undefined],
    [[{ ...ok, minimum_hours: null }], 'Please specify minimum hours for Package 1'],
    [[{ ...ok, charging_type: '', minimum_hours: '' }], 'Please specify minimum hours for Package 1'],
    [[{ ...ok, charging_type: 'per_event', duration_hours: 5, minimum_hours: null }], undefined],
    [[], 'Please add at least one package.'],
    [[{ ...ok, price: -50 }], 'Package 1: prices and charges must be from $0 to $1,000,000.00'],
    [
      [ok, { ...ok, extra_charge_weekend: '-1' }],
      'Package 2: prices and charges must be from $0 to $1,000,000.00',
    ],
    [[{ ...ok, price: 1_000_001 }], 'Package 1: prices and charges must be from $0 to $1,000,000.00'],
    [[{ ...ok, name: 'n'.repeat(201) }], 'Package 1: the name must be at most 200 characters'],
    [[{ ...ok, minimum_hours: 3.5 }], 'Package 1: hours must be whole numbers from 1 to 24'],
    [[{ ...ok, minimum_hours: 30 }], 'Package 1: hours must be whole numbers from 1 to 24'],
    [
      [{ ...ok, charging_type: 'per_event', duration_hours: 0 }],
      'Package 1: hours must be whole numbers from 1 to 24',
    ],
    [[{ ...ok, max_guests: 0 }], 'Package 1: maximum guests must be a whole number from 1 to 100,000'],
    [[{ ...ok, max_guests: 2.5 }], 'Package 1: maximum guests must be a whole number from 1 to 100,000'],
    [[{ ...ok, max_hours: 2 }], "Package 1: maximum hours can't be below the minimum hours"],
    [[{ ...ok, max_guests: '300', max_hours: '8' }], undefined],
  ])('%j → %s', (packages, message) => {
    expect(validatePackages(packages)).toBe(message);
  });

  it('clears minimums when the charging type changes', () => {
    expect(changeChargingType({ ...ok, minimum_spend: 100 }, 'per_guest')).toMatchObject({
      charging_type: 'per_guest',
      minimum_hours: null,
      minimum_spend: null,
    });
  });

  it('parses numbers on save', () => {
    expect(
      toPackageRow({ ...ok, price: '300.50', minimum_hours: '3', extra_charge_weekend: '' }, 'v1'),
    ).toMatchObject({
      vendor_id: 'v1',
      price: 300.5,
      minimum_hours: 3,
      duration_hours: null,
      extra_charge_weekend: null,
      max_guests: null,
      max_hours: null,
    });
    expect(toPackageRow({ ...ok, max_guests: '300', max_hours: '8' }, 'v1')).toMatchObject({
      max_guests: 300,
      max_hours: 8,
    });
    expect(
      toPackageRow({ ...ok, charging_type: 'per_event', duration_hours: 4, max_hours: '8' }, 'v1'),
    ).toMatchObject({ max_hours: null });
  });

  it('offers Remove only with more than one row', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});

describe('add-ons cleanup', () => {
  it('drops rows without a name or price and trims names', () => {
    expect(
      cleanAddons([
        { item: ' Fog machine ', price: '40', charging_type: 'per_hour' },
        { item: '  ', price: 5 },
        { item: 'Lights', price: '' },
        { item: 'Free setup', price: 0 },
        { item: 'Glitter', price: 'cheap' },
      ]),
    ).toEqual([
      { item: 'Fog machine', price: 40, charging_type: 'per_hour' },
      { item: 'Free setup', price: 0, charging_type: 'per_event' },
    ]);
    expect(cleanAddons(null)).toEqual([]);
  });
});

describe('server refusals shown at their field', () => {
  it('names the basic-info field a constraint is about', () => {
    expect(
      basicInfoRefusal('new row for relation "vendors" violates check constraint "vendors_name_length"'),
    ).toEqual({ field: 'name', message: 'Name must be at most 200 characters' });
    expect(
      basicInfoRefusal('new row for relation "vendors" violates check constraint "vendors_experience_range"'),
    ).toEqual({ field: 'experience', message: 'Experience must be a number of years from 0 to 80' });
    expect(basicInfoRefusal('JWT expired')).toBeUndefined();
  });

  it('says a location must be a served place', () => {
    expect(
      locationsRefusal("cities_served: every entry must be a served city (as suggested, e.g. 'Austin, TX')"),
    ).toBe('Pick a city from the suggestions: a listing can only name the places we serve.');
    expect(locationsRefusal('permission denied')).toBeUndefined();
  });
});
