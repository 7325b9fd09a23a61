import type { Tables } from '@partyeasy/shared-domain/database';

export type VendorRow = Tables<'vendors'>;
