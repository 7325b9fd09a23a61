import { packageSurcharges } from '@partyeasy/shared-domain';
import { brandColors, radii } from '@partyeasy/shared-ui/theme';
import { Checkbox } from 'antd';
import type { VendorPackage } from '../model/types';
import { packagePriceText } from './price-text';
import { profileText } from './profile-layout';

export interface PackageListProps {
  packages: readonly VendorPackage[];
  selectedId: string | null;
  onToggle: (id: string) => void;
}

/** The packages as a single-select checkbox list, cheapest first, each with its extra charges. */
export function PackageList({ packages, selectedId, onToggle }: PackageListProps) {
  if (packages.length === 0) {
    return <p style={{ ...profileText.paragraph, ...profileText.secondary }}>No packages listed.</p>;
  }
  return (
    <ul aria-label="Packages" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {packages.map((pkg) => {
        const checked = pkg.id === selectedId;
        return (
          <li
            key={pkg.id}
            style={{
              padding: 16,
              borderRadius: radii.md,
              border: `2px solid ${checked ? brandColors.primary : brandColors.border}`,
              background: checked ? '#fff7f2' : '#fff',
            }}
          >
            {/* Named by the package and its price: a screen reader otherwise read the long label as 'on'. */}
            <Checkbox
              checked={checked}
              onChange={() => onToggle(pkg.id)}
              aria-label={`${pkg.name}, ${packagePriceText(pkg)}`}
              aria-describedby={pkg.description ? `package-description-${pkg.id}` : undefined}
              style={{ width: '100%' }}
            >
              <span style={{ display: 'block', fontWeight: 600, fontSize: 16 }}>{pkg.name}</span>
              <span style={{ display: 'block', color: brandColors.primary, fontWeight: 600 }}>
                {packagePriceText(pkg)}
              </span>
              {pkg.description ? (
                <span
                  id={`package-description-${pkg.id}`}
                  style={{ display: 'block', color: brandColors.textSecondary }}
                >
                  {pkg.description}
                </span>
              ) : null}
            </Checkbox>
            <Surcharges pkg={pkg} />
          </li>
        );
      })}
    </ul>
  );
}

/** The package's night and weekend charges, shown before a date or time is chosen. */
function Surcharges({ pkg }: { pkg: VendorPackage }) {
  const lines = packageSurcharges(pkg);
  if (lines.length === 0) return null;
  return (
    <div style={{ marginTop: 8, paddingInlineStart: 24, fontSize: 14, color: brandColors.textSecondary }}>
      <span style={{ fontWeight: 600, color: brandColors.text }}>Extra charges</span>
      <ul aria-label={`Extra charges of ${pkg.name}`} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
        {lines.map((line) => (
          <li key={line.kind}>{line.text}</li>
        ))}
      </ul>
    </div>
  );
}
