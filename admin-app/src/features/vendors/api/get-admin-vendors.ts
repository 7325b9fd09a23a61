import { queryOptions, useQuery } from '@tanstack/react-query';
import { db, type PackageRow, type VendorRow } from './backend';

export interface AdminVendor extends VendorRow {
  /** The vendor's packages in the order the server gave them (the card shows the first one's price). */
  packages: PackageRow[];
  /** Public URL of the first photo in the vendor-photos bucket. */
  photoUrl: string | null;
}

/** Every vendor, newest first, with its packages and first photo (admins read all rows through RLS). */
export async function getAdminVendors(): Promise<AdminVendor[]> {
  const client = db();
  const [vendors, packages] = await Promise.all([
    client.from('vendors').select('*').order('created_at', { ascending: false }),
    client.from('Packages').select('*'),
  ]);
  if (vendors.error) throw vendors.error;
  if (packages.error) throw packages.error;
  const byVendor = new Map<string, PackageRow[]>();
  for (const pkg of packages.data) {
    byVendor.set(pkg.vendor_id, [...(byVendor.get(pkg.vendor_id) ?? []), pkg]);
  }
  return vendors.data.map((vendor) => {
    const firstPhoto = vendor.photos[0];
    return {
      ...vendor,
      packages: byVendor.get(vendor.id) ?? [],
      photoUrl: firstPhoto
        ? client.storage.from('vendor-photos').getPublicUrl(firstPhoto).data.publicUrl
        : null,
    };
  });
}

export const adminVendorsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'vendors'] as const, queryFn: getAdminVendors });

export function useAdminVendors() {
  return useQuery(adminVendorsQueryOptions());
}
