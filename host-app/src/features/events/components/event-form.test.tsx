import { addDays, localToday } from '@partyeasy/shared-domain';
import { queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventForm } from './event-form';

type Answer = { data?: unknown; error?: unknown };
const backend = vi.hoisted(() => ({
  answer: {} as Answer,
  calls: [] as [string, Record<string, unknown>][],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({
    rpc: async (fn: string, args: Record<string, unknown>) => {
      // The city suggestions.
      if (fn === 'browse_cities') return { data: ['Austin, TX', 'Dallas, TX'], error: null };
      backend.calls.push([fn, args]);
      return { data: backend.answer.data ?? null, error: backend.answer.error ?? null };
    },
  }),
}));

const DATE = addDays(localToday(), 21);

async function open() {
  queryClient.clear();
  const onCreated = vi.fn();
  await act(async () =>
    render(
      <StandaloneProviders>
        <EventForm onSaved={onCreated} initial={{ categories: ['DJ'] }} />
      </StandaloneProviders>,
    ),
  );
  return { onCreated, form: screen.getByRole('form', { name: 'Plan an event' }) };
}

function fill(form: HTMLElement) {
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type('Event name', "  Sam's 30th ");
  type('Date', DATE);
  type('Start time', '19:30');
  type('Hours', '5');
  type('Guests', '80');
  type('City', 'Austin, TX');
}

describe('EventForm', () => {
  beforeEach(() => {
    backend.calls = [];
    backend.answer = {};
  });

  it('says what is missing under its field and sends nothing', async () => {
    const { form } = await open();
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(within(form).getByText('Give the event a name of 1 to 120 characters.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Event name'), { target: { value: 'Party' } });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: localToday() } });
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect(within(form).getByText('The event date must be tomorrow or later.')).toBeTruthy();
    expect(backend.calls).toEqual([]);
  });

  it('creates the event with the checklist ticked and trimmed text', async () => {
    backend.answer = { data: 'event-1' };
    const { form, onCreated } = await open();
    fill(form);
    expect((within(form).getByLabelText('DJ') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByLabelText('Photographer'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('event-1'));
    expect(backend.calls).toEqual([
      [
        'create_event',
        {
          p_name: "Sam's 30th",
          p_event_date: DATE,
          p_start_time: '19:30',
          p_hours: 5,
          p_city: 'Austin, TX',
          p_guests: 80,
          p_categories: ['DJ', 'Photographer'],
        },
      ],
    ]);
  });

  it("puts the server's refusal under its field, or above the button, and keeps every value", async () => {
    backend.answer = {
      error: { message: 'You can have up to 50 events. Delete one to add another.', code: 'PT429' },
    };
    const { form, onCreated } = await open();
    fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('You can have up to 50 events.');
    expect((within(form).getByLabelText('Event name') as HTMLInputElement).value).toBe("  Sam's 30th ");
    backend.answer = { error: { message: 'An event has 1 to 5,000 guests.', code: 'PT400' } };
    // The button's spinner is still leaving (its icon's name goes first).
    await userEvent.click(within(form).getByRole('button', { name: /Create event$/ }));
    expect(await within(form).findByText('An event has 1 to 5,000 guests.')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('changes an event: its values to start from, update_event with its id, and a locked date under Date', async () => {
    queryClient.clear();
    const onSaved = vi.fn();
    await act(async () =>
      render(
        <StandaloneProviders>
          <EventForm
            eventId="event-7"
            onSaved={onSaved}
            initial={{
              name: 'Party',
              eventDate: DATE,
              startTime: '18:00',
              hours: 4,
              city: 'Austin, TX',
              guests: 40,
              categories: ['DJ'],
            }}
          />
        </StandaloneProviders>,
      ),
    );
    const form = screen.getByRole('form', { name: 'Change the event' });
    backend.answer = {
      error: {
        message: 'This event has booked vendors; cancel them before changing the date.',
        code: 'PT409',
      },
    };
    fireEvent.change(within(form).getByLabelText('Guests'), { target: { value: '60' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText('This event has booked vendors; cancel them before changing the date.'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    backend.answer = { data: null };
    await userEvent.click(within(form).getByRole('button', { name: /Save changes$/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('event-7'));
    expect(backend.calls.at(-1)).toEqual([
      'update_event',
      {
        p_event_id: 'event-7',
        p_name: 'Party',
        p_event_date: DATE,
        p_start_time: '18:00',
        p_hours: 4,
        p_city: 'Austin, TX',
        p_guests: 60,
        p_categories: ['DJ'],
      },
    ]);
  });
});
