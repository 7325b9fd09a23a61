import type { Tables } from '@partyeasy/shared-domain/database';

/** The profile's columns of a vendors row (also asked for by its static first screen, `src/prerender.tsx`). */
export const PROFILE_VENDOR_COLUMNS =
  'id, name, servicetype, experience, qualifications, bio, cities_served, photos';

/** The profile's columns of a vendors row. */
export type ProfileVendor = Pick<
  Tables<'vendors'>,
  'id' | 'name' | 'servicetype' | 'experience' | 'qualifications' | 'bio' | 'cities_served' | 'photos'
>;
export type VendorPackage = Tables<'Packages'>;
export type VendorAddon = Tables<'addons'>;
