import { BASIC_INFO_MESSAGES, type BasicInfoField } from './basic-info.ts';
import { LOCATION_MESSAGES } from './locations.ts';

/**
 * The database constraints of the vendor's own rows, and the field and message the wizard shows when one
 * refuses a save that passed the form's checks (an older page, a changed rule): the refusal lands next to
 * its field instead of a generic error.
 */
const BASIC_INFO_REFUSALS: Array<[RegExp, BasicInfoField, string]> = [
  [/vendors_name_length/, 'name', BASIC_INFO_MESSAGES.nameTooLong],
  [/vendors_email_length/, 'email', BASIC_INFO_MESSAGES.emailInvalid],
  [/vendors_phone_length/, 'phone', BASIC_INFO_MESSAGES.phoneInvalid],
  [/vendors_servicetype_length/, 'serviceType', BASIC_INFO_MESSAGES.serviceTypeTooLong],
  [/vendors_experience/, 'experience', BASIC_INFO_MESSAGES.experienceRange],
];

/**
 * The basic-info field a server refusal is about, with the message to show there; undefined when the
 * refusal names no field. 'new row for relation "vendors" violates check constraint
 * "vendors_name_length"' → { field: 'name', message: 'Name must be at most 200 characters' }.
 */
export function basicInfoRefusal(
  serverMessage: string,
): { field: BasicInfoField; message: string } | undefined {
  const found = BASIC_INFO_REFUSALS.find(([pattern]) => pattern.test(serverMessage));
  return found ? { field: found[1], message: found[2] } : undefined;
}

/** A location save refused because an entry is not a served place → the message that says so. */
export function locationsRefusal(serverMessage: string): string | undefined {
  return serverMessage.includes('cities_served') ? LOCATION_MESSAGES.pickSuggestion : undefined;
}
