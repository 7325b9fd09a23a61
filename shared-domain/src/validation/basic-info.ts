import { BIO_MAX_LENGTH } from '../constants.ts';
import { field, isBlank, numeric, text } from './input.ts';
import { stripUnsafeCharacters, USER_TEXT_MESSAGES, userTextProblem } from './user-text.ts';

export const BASIC_INFO_MESSAGES = {
  name: 'Name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  serviceType: 'Service type is required',
  customServiceType: 'Please specify your service',
  experience: 'Experience is required',
} as const;

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
 * Whitespace-only text counts as empty. E-mail and phone formats are not checked (spec). Experience must
 * be a number (the input has min 0; a negative or non-numeric value counts as missing, the only
 * experience message the spec has). The bio limit is enforced by the input's maxLength and
 * `toBasicInfoRow` (the spec quotes no message).
 */
export function validateBasicInfo(input: BasicInfoInput | null | undefined): BasicInfoErrors {
  const errors: BasicInfoErrors = {};
  if (isBlank(field(input, 'name'))) errors.name = BASIC_INFO_MESSAGES.name;
  if (isBlank(field(input, 'email'))) errors.email = BASIC_INFO_MESSAGES.email;
  if (isBlank(field(input, 'phone'))) errors.phone = BASIC_INFO_MESSAGES.phone;
  const serviceType = text(field(input, 'serviceType'));
  if (serviceType === '') errors.serviceType = BASIC_INFO_MESSAGES.serviceType;
  else if (serviceType === 'Other' && isBlank(field(input, 'customServiceType'))) {
    errors.serviceType = BASIC_INFO_MESSAGES.customServiceType;
  }
  const experience = numeric(field(input, 'experience'));
  if (experience === undefined || experience < 0) errors.experience = BASIC_INFO_MESSAGES.experience;
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
