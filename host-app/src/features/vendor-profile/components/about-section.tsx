import type { ProfileVendor } from '../model/types';
import { profileText } from './profile-layout';

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
      <h2 id="about-title" style={profileText.sectionTitle}>
        About
      </h2>
      <p style={{ ...profileText.paragraph, whiteSpace: 'pre-line' }}>
        {vendor.bio?.trim() ? vendor.bio : 'No bio provided.'}
      </p>
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
