import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutSection } from './about-section';

const vendor = {
  id: 'v',
  name: 'DJ Nova',
  servicetype: 'DJ',
  experience: 8,
  qualifications: ['Certified sound engineer', 'Residency at The Blue Room'],
  bio: 'High-energy DJ.',
  cities_served: ['Dallas, TX', 'Fort Worth, TX'],
  photos: [],
};

describe('AboutSection', () => {
  it('shows bio, experience, qualifications and service areas', () => {
    render(<AboutSection vendor={vendor} />);
    expect(screen.getByText('High-energy DJ.')).toBeTruthy();
    expect(screen.getByText('8 years')).toBeTruthy();
    expect(screen.getByText('Certified sound engineer, Residency at The Blue Room')).toBeTruthy();
    expect(screen.getByText('Dallas, TX, Fort Worth, TX')).toBeTruthy();
  });

  it('says what is missing', () => {
    render(
      <AboutSection vendor={{ ...vendor, bio: ' ', experience: 1, qualifications: [], cities_served: [] }} />,
    );
    expect(screen.getByText('No bio provided.')).toBeTruthy();
    expect(screen.getByText('1 year')).toBeTruthy();
    expect(screen.getByText('None listed')).toBeTruthy();
    expect(screen.getByText('Not specified')).toBeTruthy();
  });
});
