import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatingInput } from './rating-input';
import { RatingStars } from './rating-stars';
import { ReviewCard } from './review-card';

function Controlled({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <RatingInput value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('RatingStars', () => {
  it('says the average and count in one sentence and fills the stars to the average', () => {
    render(<RatingStars value={4.5} count={12} />);
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' });
    expect(stars.textContent).toContain('4.5');
    expect(stars.textContent).toContain('(12)');
    expect(stars.querySelector('[style*="width"]')?.getAttribute('style')).toContain('width: 90%');
  });

  it('says when there are no reviews', () => {
    render(<RatingStars value={null} count={0} />);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('RatingInput', () => {
  it('is a radio group of five named stars, chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('4');
  });

  it('announces its error with the group', () => {
    render(
      <RatingInput value={null} onChange={() => {}} error="Please choose a rating from 1 to 5 stars." />,
    );
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

describe('ReviewCard', () => {
  it('shows the first name and event month, the text and the reply', () => {
    render(
      <ReviewCard
        rating={4}
        title="Great night"
        text="Full dance floor."
        reviewerName="Hannah"
        eventMonth="2026-10-01"
        reply="Thank you!"
        vendorName="DJ Nova"
        hiddenReason="Personal data"
      />,
    );
    const card = screen.getByRole('article', { name: 'Review by Hannah: Great night' });
    expect(card.textContent).toContain('Hannah · October 2026');
    expect(screen.getByRole('heading', { level: 3, name: 'Great night' })).toBeTruthy();
    expect(screen.getByRole('region', { name: "Vendor's reply" }).textContent).toContain(
      'Response from DJ Nova',
    );
    expect(screen.getByText('Hidden by PartyEasy: Personal data')).toBeTruthy();
  });
});
