import {
  BIO_MAX_LENGTH,
  EXPERIENCE_MAX_YEARS,
  NAME_MAX_LENGTH,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
} from '../constants.ts';
import { isEmailAddress } from './accounts.ts';
import { field, isBlank, numeric, text } from './input.ts';
import { stripUnsafeCharacters, USER_TEXT_MESSAGES, userTextProblem } from './user-text.ts';

export const BASIC_INFO_MESSAGES = {
  name: 'Name is required',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneInvalid: `Please enter a valid phone number (${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits)`,
  serviceType: 'Service type is required',
  serviceTypeTooLong: 'Your service must be at most 100 characters',
  customServiceType: 'Please specify your service',
  experience: 'Experience is required',
  experienceRange: `Experience must be a number of years from 0 to ${EXPERIENCE_MAX_YEARS}`,
} as const;

/**
 * A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +,
 * holding 7 to 15 digits. '+1 (512) 555-0142' yes; 'abc', '12345', '555-CALL-NOW' no.
 */
export function isPhoneNumber(value: unknown): boolean {
  const phone = text(value);
  if (!/^\+?[0-9 ().-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

export interface BasicInfoInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  /** One of SERVICE_TYPES; 'Other' requires customServiceType. */
  serviceType?: unknown;
  customServiceType?: unknown;
  experience?: unknown;
  bio?: unknown;
}

export type BasicInfoField = 'name' | 'email' | 'phone' | 'serviceType' | 'experience';
export type BasicInfoErrors = Partial<Record<BasicInfoField, string>>;

/**
 * Field errors of the basic-info step (spec part 1, section 5); `{}` when valid. A serviceType of
 * 'Other' with empty custom text reports 'Please specify your service' on serviceType.
 * Whitespace-only text counts as empty and gets the spec's required message; beyond the spec, each
 * field is checked against what the database keeps (README gaps list): a name of at most 200
 * characters, an e-mail address, a phone number of 7 to 15 digits, and experience from 0 to 80 years
 * (blank → 'Experience is required'; -5, 81 or 'abc' → the range message). The bio limit is enforced
 * by the input's maxLength and `toBasicInfoRow` (the spec quotes no message).
 */
export function validateBasicInfo(input: BasicInfoInput | null | undefined): BasicInfoErrors {
  const errors: BasicInfoErrors = {};
  const name = text(field(input, 'name'));
  if (isBlank(name)) errors.name = BASIC_INFO_MESSAGES.name;
  else if (name.length > NAME_MAX_LENGTH) errors.name = BASIC_INFO_MESSAGES.nameTooLong;
  const email = field(input, 'email');
  if (isBlank(email)) errors.email = BASIC_INFO_MESSAGES.email;
  else if (!isEmailAddress(email)) errors.email = BASIC_INFO_MESSAGES.emailInvalid;
  const phone = field(input, 'phone');
  if (isBlank(phone)) errors.phone = BASIC_INFO_MESSAGES.phone;
  else if (!isPhoneNumber(phone)) errors.phone = BASIC_INFO_MESSAGES.phoneInvalid;
  const serviceType = text(field(input, 'serviceType'));
  const custom = text(field(input, 'customServiceType'));
  if (serviceType === '') errors.serviceType = BASIC_INFO_MESSAGES.serviceType;
  else if (serviceType === 'Other' && custom === '')
    errors.serviceType = BASIC_INFO_MESSAGES.customServiceType;
  else if (serviceType === 'Other' && custom.length > 100) {
    errors.serviceType = BASIC_INFO_MESSAGES.serviceTypeTooLong;
  }
  const rawExperience = field(input, 'experience');
  const experience = numeric(rawExperience);
  if (isBlank(rawExperience)) errors.experience = BASIC_INFO_MESSAGES.experience;
  else if (experience === undefined || experience < 0 || experience > EXPERIENCE_MAX_YEARS) {
    errors.experience = BASIC_INFO_MESSAGES.experienceRange;
  }
  // The one user-text rule: control and text-direction characters are refused in the short fields.
  const labels = { name: 'Name', email: 'Email', phone: 'Phone number' } as const;
  for (const key of ['name', 'email', 'phone'] as const) {
    const problem = errors[key] ? undefined : userTextProblem(text(field(input, key)));
    if (problem === 'control' || problem === 'direction')
      errors[key] = USER_TEXT_MESSAGES[problem](labels[key]);
  }
  if (!errors.serviceType && serviceType === 'Other') {
    const problem = userTextProblem(text(field(input, 'customServiceType')));
    if (problem === 'control' || problem === 'direction')
      errors.serviceType = USER_TEXT_MESSAGES[problem]('Service type');
  }
  return errors;
}

/** An error clears when its field is edited: returns the errors without that field. */
export function clearFieldError(errors: BasicInfoErrors, edited: BasicInfoField): BasicInfoErrors {
  const { [edited]: _removed, ...rest } = errors;
  return rest;
}

/**
 * The vendors columns of the step: trimmed texts, 'Other' replaced by the custom text, experience as an
 * integer (2.7 → 2), bio without control and text-direction characters (long free text is cleaned, not
 * refused), cut to 500 characters. Call after `validateBasicInfo` returned `{}`.
 */
export function toBasicInfoRow(input: BasicInfoInput & { qualifications?: readonly string[] }) {
  const serviceType = text(input.serviceType);
  return {
    name: text(input.name),
    email: text(input.email),
    phone: text(input.phone),
    servicetype: serviceType === 'Other' ? text(input.customServiceType) : serviceType,
    experience: Math.max(0, Math.trunc(numeric(input.experience) ?? 0)),
    bio: stripUnsafeCharacters(typeof input.bio === 'string' ? input.bio : '').text.slice(0, BIO_MAX_LENGTH),
    qualifications: [...(input.qualifications ?? [])],
  };
}

/**
 * Adds a qualification (Add button or Enter): trimmed, control and direction characters removed, empty (or
 * only invisible characters) ignored. ['DJ school'] + '  MC  ' → [..., 'MC']; + '\u200B' → unchanged.
 */
export function addQualification(list: readonly string[], entry: unknown): string[] {
  const value = stripUnsafeCharacters(text(entry)).text.trim();
  return isBlank(value) ? [...list] : [...list, value];
}

/** Removes the qualification at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Characters left for the bio counter: 500 − length, never below 0. */
export function bioCharactersLeft(bio: string | null | undefined): number {
  return Math.max(0, BIO_MAX_LENGTH - (bio ?? '').length);
}
