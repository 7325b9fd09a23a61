import { describe, expect, it } from 'vitest';
import { cleanAddons } from './addons.ts';
import { addQualification, toBasicInfoRow, validateBasicInfo } from './basic-info.ts';
import { canPay } from './booking.ts';
import { isBlank } from './input.ts';
import { validatePackage } from './packages.ts';
import {
  isVisiblyBlank,
  stripUnsafeCharacters,
  USER_TEXT_MESSAGES,
  userTextError,
  userTextProblem,
} from './user-text.ts';

describe('userTextProblem', () => {
  it.each([
    ['Great DJ', undefined],
    ['Line one\nLine two\r\n\ttabbed', undefined],
    ['שלום עולם', undefined],
    ['مرحبا', undefined],
    ['Party 🎉 time', undefined],
    ['👨‍👩‍👧 family (zero-width joiners inside an emoji)', undefined],
    ['\u200Bhi', undefined],
    ['', 'blank'],
    ['   \n\t ', 'blank'],
    ['\u200B\u200B\u200B', 'blank'],
    ['\u200C\u200D\u2060\uFEFF', 'blank'],
    [' \u00A0\u3000\u2003 ', 'blank'],
    ['\u3164\u115F\uFFA0', 'blank'],
    ['\u00AD\u034F\uFE0F', 'blank'],
    ['\u200E\u200F', 'blank'],
    ['Avoid \u202Egnp.exe', 'direction'],
    ['\u2066isolated\u2069', 'direction'],
    ['\u202A\u202B\u202C\u202D', 'direction'],
    ['bell\u0007', 'control'],
    ['esc\u001B[31m', 'control'],
    ['del\u007F', 'control'],
    ['c1\u0085', 'control'],
    ['\u000B vertical tab', 'control'],
    ['\u0007\u202E', 'control'],
  ])('%j → %s', (text, problem) => {
    expect(userTextProblem(text)).toBe(problem);
  });

  it('treats anything but a string as blank', () => {
    expect(userTextProblem(null)).toBe('blank');
    expect(userTextProblem(42)).toBe('blank');
    expect(userTextProblem(undefined)).toBe('blank');
  });
});

describe('isVisiblyBlank', () => {
  it.each([
    ['', true],
    ['\u200B', true],
    ['\u202E\u200B', true],
    ['\u3164', true],
    ['a', false],
    ['\u202Ea', false],
  ])('%j → %s', (text, blank) => {
    expect(isVisiblyBlank(text)).toBe(blank);
  });
});

describe('stripUnsafeCharacters', () => {
  it('removes control and direction characters, keeps tabs, line breaks and zero-width joiners', () => {
    expect(stripUnsafeCharacters('a\u0007b\u202Ec')).toEqual({ text: 'abc', removed: 2 });
    expect(stripUnsafeCharacters('one\ntwo\tthree\r\n')).toEqual({ text: 'one\ntwo\tthree\r\n', removed: 0 });
    expect(stripUnsafeCharacters('👨‍👩‍👧')).toEqual({ text: '👨‍👩‍👧', removed: 0 });
    expect(stripUnsafeCharacters('\u2066\u2069\u001B')).toEqual({ text: '', removed: 3 });
  });
});

describe('userTextError', () => {
  const title = { field: 'The title', required: 'Please enter a title.' };
  it('gives the field its own messages', () => {
    expect(userTextError('\u200B\u200B', title)).toBe('Please enter a title.');
    expect(userTextError('Hi\u202E', title)).toBe(
      'The title contains text-direction characters, which are not allowed.',
    );
    expect(userTextError('Hi\u0000', title)).toBe(
      'The title contains control characters, which are not allowed.',
    );
    expect(userTextError('Hi', title)).toBeUndefined();
  });

  it('lets an optional field be blank', () => {
    expect(userTextError('\u200B', { field: 'The note' })).toBeUndefined();
    expect(userTextError('a\u0001', { field: 'The note' })).toBe(USER_TEXT_MESSAGES.control('The note'));
  });

  it('says how many characters a cleaned text lost', () => {
    expect(USER_TEXT_MESSAGES.stripped(2)).toBe(
      '2 invisible control or text-direction character(s) were removed from your text.',
    );
  });
});

describe('the rule in the forms', () => {
  const info = { name: 'DJ Nova', email: 'dj@x.test', phone: '555-0142', serviceType: 'DJ', experience: 3 };

  it('counts invisible-only text as blank, with the spec messages', () => {
    expect(isBlank('\u200B\u200D')).toBe(true);
    expect(isBlank(0)).toBe(false);
    expect(validateBasicInfo({ ...info, name: '\u200B\u2060' })).toEqual({ name: 'Name is required' });
    expect(validatePackage({ name: '\uFEFF', description: 'd', price: 1, minimum_hours: 1 }, 2)).toBe(
      'Please fill in all required fields for Package 2',
    );
    expect(canPay('\u200B ')).toBe(false);
    expect(addQualification(['DJ school'], '\u200B')).toEqual(['DJ school']);
  });

  it('refuses control and direction characters in short fields', () => {
    expect(validateBasicInfo({ ...info, name: 'DJ \u202Eavon' })).toEqual({
      name: 'Name contains text-direction characters, which are not allowed.',
    });
    expect(validateBasicInfo({ ...info, serviceType: 'Other', customServiceType: 'Fire\u0007' })).toEqual({
      serviceType: 'Service type contains control characters, which are not allowed.',
    });
    expect(validatePackage({ name: 'Gold \u2066x', description: 'd', price: 1, minimum_hours: 1 }, 1)).toBe(
      'Package 1 contains text-direction characters, which are not allowed.',
    );
  });

  it('cleans long free text and names it can clean', () => {
    expect(toBasicInfoRow({ ...info, bio: 'Loud\u0007 and \u202Eproud' }).bio).toBe('Loud and proud');
    expect(addQualification([], ' MC\u202E ')).toEqual(['MC']);
    expect(
      cleanAddons([
        { item: 'Fog\u0007', price: 5 },
        { item: '\u200B', price: 5 },
      ]),
    ).toEqual([{ item: 'Fog', price: 5, charging_type: 'per_event' }]);
  });
});
