import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ShortlistItem } from '../model/types';
import { ShortlistSection } from './shortlist-section';

const event = {
  guest_count: 80,
  duration_hours: 5,
  event_date: '2031-12-11',
  start_time: '18:00:00',
  categories: ['DJ', 'Bartender'],
};
const item = (over: Partial<ShortlistItem>): ShortlistItem => ({
  vendor_id: 'v',
  name: 'DJ Nova',
  servicetype: 'DJ',
  photo: null,
  rating: null,
  review_count: 0,
  response_minutes: null,
  available: true,
  packages: [],
  offers: [],
  shortlisted: true,
  saved_at: '2031-11-28T10:00:00Z',
  ...over,
});
const offer = {
  id: 'o1',
  price_cents: 90_000,
  start_time: '19:00:00',
  duration_hours: 4,
  expires_at: '2031-12-01T00:00:00Z',
  refund_policy: null,
};
const ITEMS = [
  item({
    vendor_id: 'dj',
    packages: [{ id: 'flat', name: 'Flat', price: 600, pricing: 'per_event' }],
    offers: [offer],
  }),
  // Listed only for its offer: a quote-only bartender the host asked for a price.
  item({
    vendor_id: 'bar',
    name: 'Shaken',
    servicetype: 'Bartender',
    shortlisted: false,
    offers: [{ ...offer, id: 'o2' }],
  }),
  item({ vendor_id: 'magic', name: 'Abra', servicetype: 'Magician' }),
];

function Harness({ onRemove }: { onRemove: () => void }) {
  const [payChoice, setPayChoice] = useState<ReadonlyMap<string, string>>(new Map());
  return (
    <StandaloneProviders>
      <MemoryRouter>
        <ShortlistSection
          event={event}
          items={ITEMS}
          loading={false}
          error={null}
          onRetry={() => {}}
          bookedVendorIds={new Set()}
          takenVendorIds={new Set()}
          ticked={new Set()}
          onTick={() => {}}
          payChoice={payChoice}
          onChoose={(vendor, value) => setPayChoice((m) => new Map(m).set(vendor, value))}
          onRemove={onRemove}
          removingId={null}
          disabled={false}
        />
      </MemoryRouter>
    </StandaloneProviders>
  );
}

describe('the shortlist on the event page', () => {
  it('prices a vendor by its offer to the host first, and a package when the host picks one', async () => {
    render(<Harness onRemove={vi.fn()} />);
    const dj = screen.getByRole('article', { name: 'DJ Nova' });
    const select = within(dj).getByRole<HTMLSelectElement>('combobox', {
      name: 'Package or offer of DJ Nova',
    });
    // $900 + $45 fee.
    expect(select.selectedOptions[0]?.textContent).toBe('Your offer, 7:00 PM for 4 h: $945.00');
    expect(within(dj).getByTestId('event-price').textContent).toBe('$945.00');
    await userEvent.selectOptions(select, 'flat');
    // $600 + $30 fee.
    expect(within(dj).getByTestId('event-price').textContent).toBe('$630.00');
  });

  it('pays a quote-only vendor by its offer, and does not offer to remove a vendor that was not saved', () => {
    render(<Harness onRemove={vi.fn()} />);
    const bar = screen.getByRole('article', { name: 'Shaken' });
    expect(within(bar).getByRole<HTMLInputElement>('checkbox', { name: 'Pay for Shaken' }).disabled).toBe(
      false,
    );
    expect(within(bar).getByText('Made you an offer for this date')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /Remove/ })).toBeNull();
    const magic = screen.getByRole('article', { name: 'Abra' });
    expect(within(magic).getByText('Quote only')).toBeTruthy();
    expect(within(magic).getByText('Priced by quote: request one from the profile.')).toBeTruthy();
    expect(within(magic).queryByRole('checkbox')).toBeNull();
    expect(within(magic).getByRole('button', { name: 'Remove Abra from the shortlist' })).toBeTruthy();
  });
});
