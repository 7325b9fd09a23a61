import { field, isBlank, text } from './input.ts';

export const CUSTOM_PACKAGE_MESSAGES = {
  vendorNotFound: 'Vendor information not found. Please complete basic information first.',
  authError: 'User authentication error. Please log in again.',
  saved: 'Custom package AI data saved successfully!',
} as const;

// A type, not an interface: it is written to a jsonb column, whose generated type (Json) needs an index signature.
export type AdditionalService = {
  name: string;
  price: string;
};

/** Adds a core service if it is non-empty after trimming (stored trimmed). */
export function addCoreService(list: readonly string[], entry: unknown): string[] {
  const value = text(entry);
  return value === '' ? [...list] : [...list, value];
}

/**
 * Adds an additional service when both name and price are non-empty after trimming. The price stays free
 * text (training_data holds text), trimmed: { name: ' Uplighting ', price: '$200' } → { 'Uplighting', '$200' }.
 */
export function addAdditionalService(
  list: readonly AdditionalService[],
  entry: unknown,
): AdditionalService[] {
  const name = text(field(entry, 'name'));
  const price = text(field(entry, 'price'));
  return name === '' || price === '' ? [...list] : [...list, { name, price }];
}

/** Saving needs a known vendor id, then a logged-in user, in that order. */
export function validateCustomPackageSave({
  vendorId,
  userId,
}: {
  vendorId: unknown;
  userId: unknown;
}): string | undefined {
  if (isBlank(vendorId)) return CUSTOM_PACKAGE_MESSAGES.vendorNotFound;
  if (isBlank(userId)) return CUSTOM_PACKAGE_MESSAGES.authError;
  return undefined;
}
