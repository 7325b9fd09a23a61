import type { ChargingType } from '@partyeasy/shared-domain';

/**
 * The vendors columns the wizard reads, named: the API roles may not read who changed a listing's status
 * (status_changed_by is granted to no client), so `select('*')` is refused.
 */
export const VENDOR_ROW_COLUMNS =
  'id, user_id, name, email, phone, servicetype, experience, qualifications, bio, cities_served, photos, status, submitted_at, rejection_reason, created_at, updated_at, status_changed_at, extra_charge_weekday_night, extra_charge_weekend, extra_charge_weekend_night, time_zone';

/** A vendors row as the wizard reads it. */
export interface VendorRow {
  id: string;
  user_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  servicetype: string | null;
  experience: number | null;
  qualifications: string[];
  bio: string | null;
  cities_served: string[];
  photos: string[];
  status: string;
  submitted_at: string | null;
  /** Why an admin rejected the listing (admin_set_vendor_status); null otherwise. */
  rejection_reason?: string | null;
}

export interface PackageRow {
  id: string;
  vendor_id: string;
  name: string;
  description: string | null;
  price: number;
  charging_type: ChargingType;
  duration_hours: number | null;
  minimum_hours: number | null;
  minimum_spend: number | null;
  extra_charge_weekday_night: number | null;
  extra_charge_weekend_night: number | null;
  extra_charge_weekend: number | null;
  max_guests: number | null;
  max_hours: number | null;
}

export interface AddonRow {
  id: string;
  vendor_id: string;
  item: string;
  price: number;
  charging_type: ChargingType;
}
