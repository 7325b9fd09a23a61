import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type BookingSelection, summarizeSelection } from '../model/selection';
import type { VendorAddon, VendorPackage } from '../model/types';
import { useSelection } from '../model/use-selection';
import { AddonList } from './addon-list';
import { PackageList } from './package-list';
import { SelectionSummary } from './selection-summary';

const pkg = (over: Partial<VendorPackage>): VendorPackage => ({
  id: 'p',
  vendor_id: 'v',
  name: 'Package',
  description: null,
  price: 0,
  duration_hours: null,
  charging_type: 'per_event',
  minimum_hours: null,
  minimum_spend: null,
  extra_charge_weekday_night: null,
  extra_charge_weekend_night: null,
  extra_charge_weekend: null,
  max_guests: null,
  max_hours: null,
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});
const addon = (over: Partial<VendorAddon>): VendorAddon => ({
  id: 'a',
  vendor_id: 'v',
  item: 'Add-on',
  price: 0,
  charging_type: 'per_event',
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

// DJ Nova's listing in the seed.
const packages = [
  pkg({ id: 'starter', name: 'Party Starter', price: 150, charging_type: 'per_hour', minimum_hours: 3 }),
  pkg({ id: 'deluxe', name: 'Wedding Deluxe', price: 1800, duration_hours: 6 }),
];
const addons = [
  addon({ id: 'fog', item: 'Fog machine', price: 75 }),
  addon({ id: 'speaker', item: 'Extra speaker', price: 40, charging_type: 'per_hour' }),
];

function Harness({
  onBookNow,
  ownListing = false,
}: {
  onBookNow: (selection: BookingSelection) => void;
  ownListing?: boolean;
}) {
  const [selection, dispatch] = useSelection();
  const summary = summarizeSelection(selection, packages, addons);
  return (
    <>
      <PackageList
        packages={packages}
        selectedId={selection.packageId}
        onToggle={(id) => dispatch({ type: 'togglePackage', id })}
      />
      <AddonList
        addons={addons}
        selected={selection.addons}
        onToggle={(id) => dispatch({ type: 'toggleAddon', id })}
        onQuantityChange={(id, quantity) => dispatch({ type: 'setQuantity', id, quantity })}
      />
      <SelectionSummary
        summary={summary}
        ownListing={ownListing}
        onBookNow={() => {
          if (summary.pkg)
            onBookNow({
              vendor: {} as BookingSelection['vendor'],
              pkg: summary.pkg,
              addons: summary.addons,
            });
        }}
      />
    </>
  );
}

// antd's first render of a screen takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const startingAt = () => screen.getByTestId('starting-at').textContent;

describe('Your Selection', () => {
  it('asks for a package before booking', async () => {
    const user = userEvent.setup();
    const onBookNow = vi.fn();
    render(<Harness onBookNow={onBookNow} />);
    expect(startingAt()).toBe('—');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByRole('alert').textContent).toContain('Please select a package.');
    expect(onBookNow).not.toHaveBeenCalled();
  });

  it('prices every change of the selection and hands it to Book Now', async () => {
    const user = userEvent.setup();
    const onBookNow = vi.fn();
    render(<Harness onBookNow={onBookNow} />);

    await user.click(screen.getByRole('checkbox', { name: /Party Starter/ }));
    expect(startingAt()).toBe('$450.00');
    // The note says what the price counts: the 3-hour minimum, not '1 hour'.
    expect(
      screen.getByText(
        'Estimate for 3 hours (the minimum) and 1 guest; a 5% processing fee is added at checkout.',
      ),
    ).toBeTruthy();

    // Single select: the other package replaces it.
    await user.click(screen.getByRole('checkbox', { name: /Wedding Deluxe/ }));
    expect(startingAt()).toBe('$1,800.00');
    expect(screen.getByText(/^Estimate for 6 hours and 1 guest;/)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Party Starter/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: /Fog machine/ }));
    expect(startingAt()).toBe('$1,875.00');
    expect(screen.queryByRole('spinbutton', { name: 'Hours for Fog machine' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Extra speaker/ }));
    expect(startingAt()).toBe('$1,915.00');
    const hours = screen.getByRole('spinbutton', { name: 'Hours for Extra speaker' });
    await user.clear(hours);
    await user.type(hours, '3');
    expect(startingAt()).toBe('$1,995.00');

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onBookNow).toHaveBeenCalledTimes(1);
    const selection = onBookNow.mock.calls[0]?.[0] as BookingSelection;
    expect(selection.pkg.id).toBe('deluxe');
    expect(selection.addons.map((a) => [a.addon.id, a.quantity])).toEqual([
      ['fog', 1],
      ['speaker', 3],
    ]);

    // Unchecking the chosen package clears it.
    await user.click(screen.getByRole('checkbox', { name: /Wedding Deluxe/ }));
    expect(startingAt()).toBe('—');
  });

  it('names each checkbox by its package or add-on and price, not by its value', () => {
    render(<Harness onBookNow={() => {}} />);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Party Starter, $150.00 / hour · minimum 3 hours',
      'Wedding Deluxe, $1,800.00 per event · 6 hours',
      'Fog machine, $75.00',
      'Extra speaker, $40.00 / hour',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Fog machine, $75.00' })).toBeTruthy();
  });

  it('keeps quantities at 1 or more', async () => {
    const user = userEvent.setup();
    render(<Harness onBookNow={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: /Party Starter/ }));
    await user.click(screen.getByRole('checkbox', { name: /Extra speaker/ }));
    const hours = screen.getByRole('spinbutton', { name: 'Hours for Extra speaker' });
    await user.clear(hours);
    await user.type(hours, '0');
    await user.tab();
    expect((hours as HTMLInputElement).value).toBe('1');
    expect(startingAt()).toBe('$490.00');
  });

  it("tells the listing's owner it is their own instead of letting them book", async () => {
    const user = userEvent.setup();
    const onBookNow = vi.fn();
    render(<Harness onBookNow={onBookNow} ownListing />);
    await user.click(screen.getByRole('checkbox', { name: /Party Starter/ }));
    expect(screen.getByRole('note').textContent).toBe(
      "This is your own listing: you can't book it. This is how hosts see it.",
    );
    const book = screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    await user.click(book);
    expect(onBookNow).not.toHaveBeenCalled();
  });
});
