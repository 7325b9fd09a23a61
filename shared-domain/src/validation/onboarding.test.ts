import { describe, expect, it } from 'vitest';
import { cleanAddons } from './addons.ts';
import {
  addQualification,
  bioCharactersLeft,
  clearFieldError,
  toBasicInfoRow,
  validateBasicInfo,
} from './basic-info.ts';
import { addLocation, validateLocations } from './locations.ts';
import { canRemoveRow, changeChargingType, toPackageRow, validatePackages } from './packages.ts';

describe('basic info (spec part 1, section 5)', () => {
  const valid = { name: 'DJ Sam', email: 'sam@example.com', phone: '555', serviceType: 'DJ', experience: 4 };

  it('accepts a complete form, without checking e-mail or phone formats', () => {
    expect(validateBasicInfo(valid)).toEqual({});
    expect(validateBasicInfo({ ...valid, email: 'not-an-email', phone: 'x' })).toEqual({});
    expect(validateBasicInfo({ ...valid, experience: 0 })).toEqual({});
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
    });
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
