import { Typography } from 'antd';
import type { ProfileVendor } from '../model/types';

const term = { fontWeight: 600, marginTop: 12 } as const;
const detail = { margin: 0 } as const;

function years(experience: number | null): string {
  if (experience === null) return 'Not specified';
  return `${experience} ${experience === 1 ? 'year' : 'years'}`;
}

/** Bio, experience, qualifications and service areas, each with its text when empty. */
export function AboutSection({ vendor }: { vendor: ProfileVendor }) {
  const qualifications = vendor.qualifications.filter((q) => q.trim() !== '');
  const areas = vendor.cities_served.filter((c) => c.trim() !== '');
  return (
    <section aria-labelledby="about-title">
      <Typography.Title id="about-title" level={2}>
        About
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>
        {vendor.bio?.trim() ? vendor.bio : 'No bio provided.'}
      </Typography.Paragraph>
      <dl style={{ margin: 0 }}>
        <dt style={term}>Experience</dt>
        <dd style={detail}>{years(vendor.experience)}</dd>
        <dt style={term}>Qualifications</dt>
        <dd style={detail}>{qualifications.length > 0 ? qualifications.join(', ') : 'None listed'}</dd>
        <dt style={term}>Service areas</dt>
        <dd style={detail}>{areas.length > 0 ? areas.join(', ') : 'Not specified'}</dd>
      </dl>
    </section>
  );
}
