import type { ChargingType } from '@partyeasy/shared-domain';

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
