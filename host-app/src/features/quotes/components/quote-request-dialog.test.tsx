import { addDays, localToday, QUOTE_MESSAGES } from '@partyeasy/shared-domain';
import { queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import QuoteRequestDialog from './quote-request-dialog';

type Answer = { data?: unknown; error?: unknown };
const backend = vi.hoisted(() => ({
  answers: {} as Record<string, Answer | ((args: Record<string, unknown>) => Answer)>,
  calls: [] as [string, Record<string, unknown>][],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({
    rpc: async (fn: string, args: Record<string, unknown>) => {
      backend.calls.push([fn, args]);
      const answer = backend.answers[fn];
      const { data = null, error = null } = typeof answer === 'function' ? answer(args) : (answer ?? {});
      return { data, error };
    },
  }),
}));

const BAR = { id: '00000000-0000-4000-8000-00000000d002', name: 'Shaken & Stirred Bar Co.' };
const BUBBLES = { id: '00000000-0000-4000-8000-00000000d009', name: 'Bubble Bar' };
const DATE = addDays(localToday(), 14);

async function open(vendors = [BAR, BUBBLES]) {
  queryClient.clear();
  const onSent = vi.fn();
  await act(async () =>
    render(
      <StandaloneProviders>
        <QuoteRequestDialog vendors={vendors} onClose={() => {}} onSent={onSent} />
      </StandaloneProviders>,
    ),
  );
  const name = vendors.length > 1 ? 'Request quotes' : `Request a quote from ${vendors[0]?.name}`;
  return { onSent, dialog: await screen.findByRole('dialog', { name }) };
}

async function fill(dialog: HTMLElement) {
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type('Event date', DATE);
  type('Start time', '18:00');
  type('Hours', '4');
  type('Guests', '80');
  type('City or location', 'Austin, TX');
  type('Budget (optional)', '1500.5');
  type('What do you need?', 'A bar for 80 guests');
}

describe('QuoteRequestDialog', () => {
  beforeEach(() => {
    backend.calls = [];
    backend.answers = {
      quote_vendor_availability: {
        data: [
          { vendor_id: BAR.id, available: true },
          { vendor_id: BUBBLES.id, available: false },
        ],
      },
    };
  });

  it("shows each vendor's availability on the chosen date and lets the host take one off", async () => {
    const { dialog } = await open();
    expect(within(dialog).queryByText('Available that date')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Event date'), { target: { value: DATE } });
    const asked = within(dialog).getByRole('region', { name: 'Vendors asked' });
    expect(await within(asked).findByText('Available that date')).toBeTruthy();
    expect(within(asked).getByText('No availability that date')).toBeTruthy();
    expect(backend.calls).toContainEqual([
      'quote_vendor_availability',
      { p_vendor_ids: [BAR.id, BUBBLES.id], p_date: DATE },
    ]);
    await userEvent.click(within(asked).getByRole('button', { name: `Remove ${BUBBLES.name}` }));
    expect(within(asked).queryByText(BUBBLES.name)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send 1 requests' })).toBeTruthy();
  });

  it('sends one request with the budget in cents and hands on its id', async () => {
    backend.answers.request_quotes = { data: 'r-1' };
    const { dialog, onSent } = await open();
    fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 requests' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('r-1'));
    expect(backend.calls.filter(([fn]) => fn === 'request_quotes')).toEqual([
      [
        'request_quotes',
        {
          p_vendor_ids: [BAR.id, BUBBLES.id],
          p_event_date: DATE,
          p_start_time: '18:00',
          p_hours: 4,
          p_guests: 80,
          p_location: 'Austin, TX',
          p_budget_cents: 150_050,
          p_details: 'A bar for 80 guests',
        },
      ],
    ]);
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    backend.answers.request_quotes = {
      error: { code: 'PT409', message: 'Bubble Bar is not taking requests right now.' },
    };
    const { dialog, onSent } = await open();
    fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 requests' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Bubble Bar is not taking requests right now.',
    );
    expect(onSent).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText('Event date') as HTMLInputElement).value).toBe(DATE);
    expect((within(dialog).getByLabelText('Guests') as HTMLInputElement).value).toBe('80');
    expect((within(dialog).getByLabelText('What do you need?') as HTMLTextAreaElement).value).toBe(
      'A bar for 80 guests',
    );
    // Sending again is possible at once (antd's loading icon may still be fading out).
    expect(
      (within(dialog).getByRole('button', { name: /Send 2 requests$/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("says shared-domain's message under the field at fault and sends nothing", async () => {
    const { dialog } = await open([BAR]);
    fill(dialog);
    fireEvent.change(within(dialog).getByLabelText('Hours'), { target: { value: '2.25' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(QUOTE_MESSAGES.hours)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Hours'), { target: { value: '2.5' } });
    fireEvent.change(within(dialog).getByLabelText('Event date'), { target: { value: localToday() } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(QUOTE_MESSAGES.dateFromTomorrow)).toBeTruthy();
    expect(backend.calls.some(([fn]) => fn === 'request_quotes')).toBe(false);
  });

  it('says a connection failure in words, not as the error it was', async () => {
    backend.answers.request_quotes = { error: { message: 'TypeError: Failed to fetch' } };
    const { dialog } = await open([BAR]);
    fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      "We couldn't send your request. Check your connection and try again.",
    );
  });
});
