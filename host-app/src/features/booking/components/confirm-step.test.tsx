import { quoteBooking, REFUND_POLICY_LINES } from '@partyeasy/shared-domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addon, pkg, selection } from '../../../testing/booking-fixtures';
import { ConfirmStep } from './confirm-step';

const chosen = selection(pkg({}), [{ addon: addon({}), quantity: 2 }]);
const slot = { start: '10:00', end: '13:00', startsNextDay: false, endsNextDay: false };
// Tuesday daytime: no extra charge. 3 h × $150 + $40 × 2 = $530, fee $26.50.
const quote = quoteBooking({
  pkg: chosen.pkg,
  addons: chosen.addons,
  hours: 3,
  date: '2027-03-02',
  startTime: '10:00',
});

function Confirm(props: {
  onPay?: () => void;
  onBack?: () => void;
  busy?: boolean;
  error?: string;
  notice?: string;
}) {
  const [location, setLocation] = useState('');
  const [instructions, setInstructions] = useState('');
  return (
    <ConfirmStep
      selection={chosen}
      quote={quote}
      date="2027-03-02"
      slot={slot}
      eventLocation={location}
      specialInstructions={instructions}
      onEventLocationChange={setLocation}
      onSpecialInstructionsChange={setInstructions}
      onBack={props.onBack ?? (() => {})}
      onPay={props.onPay ?? (() => {})}
      busy={props.busy}
      error={props.error}
      notice={props.notice}
    />
  );
}

describe('ConfirmStep', () => {
  it('keeps Pay disabled until an event location is given; instructions are optional', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(<Confirm onPay={onPay} />);
    const pay = screen.getByRole('button', { name: 'Pay $556.50' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);

    await user.type(screen.getByLabelText(/Event Location/), '   ');
    expect(pay.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Event Location/), '12 Elm St, Dallas');
    expect(pay.disabled).toBe(false);
    await user.click(pay);
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('keeps Pay disabled for a location of only zero-width characters, and cleans pasted control characters', async () => {
    const user = userEvent.setup();
    render(<Confirm />);
    const pay = screen.getByRole('button', { name: 'Pay $556.50' }) as HTMLButtonElement;
    const location = screen.getByLabelText(/Event Location/) as HTMLInputElement;
    await user.click(location);
    await user.paste('\u200B\u200C\u200D');
    expect(pay.disabled).toBe(true);
    await user.clear(location);
    await user.click(location);
    await user.paste('12 Elm St \u202Etxe.exe');
    expect(location.value).toBe('12 Elm St txe.exe');
    expect(screen.getByRole('status').textContent).toBe(
      '1 invisible control or text-direction character(s) were removed from your text.',
    );
    expect(pay.disabled).toBe(false);
  });

  it('shows the reservation and the payment summary with the 5% processing fee', () => {
    render(<Confirm />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Reservation Summary');
    expect(text).toContain('Extra speaker × 2');
    expect(text).toContain('10:00 AM - 1:00 PM');
    expect(text).toContain('Subtotal$530.00');
    expect(text).toContain('Processing fee (5%)$26.50');
    expect(screen.getByTestId('payment-total').textContent).toBe('$556.50');
  });

  it('shows every cancellation rule the host is held to before Pay', () => {
    render(<Confirm />);
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    expect([...policy.querySelectorAll('li')].map((li) => li.textContent)).toEqual([...REFUND_POLICY_LINES]);
    expect(policy.textContent).toContain('if cancelled within 4 hours of booking');
    // before the Pay button, in the form's order
    const pay = screen.getByRole('button', { name: /Pay \$556\.50/ });
    expect(policy.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows Processing... while paying, the failure message, and goes Back to Calendar', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    const onPay = vi.fn();
    const { rerender } = render(<Confirm onPay={onPay} />);
    await user.type(screen.getByLabelText(/Event Location/), '12 Elm St, Dallas');
    await user.click(screen.getByRole('button', { name: 'Pay $556.50' }));
    expect(onPay).toHaveBeenCalledTimes(1);
    rerender(<Confirm onPay={onPay} busy />);
    // Pressed and busy, Pay keeps focus (a disabled button would drop it to the page) and does nothing.
    const processing = screen.getByRole('button', { name: 'Processing...' });
    expect(processing.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(processing);
    await user.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledTimes(1);

    rerender(<Confirm onBack={onBack} error="Failed to process payment. Please try again." />);
    expect(screen.getByRole('alert').textContent).toContain('Failed to process payment. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Back to Calendar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('moves focus to a notice when one appears (a cancelled payment)', () => {
    const { rerender } = render(<Confirm />);
    const notice = 'Payment cancelled: your card was not charged.';
    rerender(<Confirm notice={notice} />);
    expect(screen.getByRole('status').textContent).toBe(notice);
    expect(document.activeElement?.contains(screen.getByRole('status'))).toBe(true);
  });
});
