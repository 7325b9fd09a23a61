import { addDays, addMonths, localToday, weekdayOf } from '@partyeasy/shared-domain';
import { appStore, authSessionAtom, queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import type { Session } from '@supabase/supabase-js';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBackend } from '../../../testing/availability-backend';
import { AvailabilityPage } from './availability-page';

const backend = vi.hoisted(() => ({ client: undefined as unknown }));
// Every caller of the one client (also the shared session helpers) gets the fake.
vi.mock('../../../../../shared-domain/src/backend/supabase-client', () => ({
  getSupabase: () => backend.client,
}));

// Two busy cores: give every findBy/waitFor time.
configure({ asyncUtilTimeout: 10_000 });

const USER = 'user-1';
const VENDOR = 'vendor-1';
const today = localToday();

function tables(extra: Record<string, Record<string, unknown>[]> = {}) {
  return {
    vendors: [
      { id: VENDOR, name: 'Smoke & Sage BBQ', user_id: USER },
      { id: 'vendor-2', name: 'Other', user_id: 'user-2' },
    ],
    time_slot_templates: [
      {
        id: 'tpl-1',
        user_id: USER,
        start_time: '10:00:00',
        end_time: '16:00:00',
        display_text: '10:00 AM - 4:00 PM',
      },
    ],
    availability: [],
    ...extra,
  };
}

function signIn(id = USER) {
  appStore.set(authSessionAtom, { user: { id, email: 'caterer@example.test' } } as unknown as Session);
}

async function renderPage() {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/availability', element: <AvailabilityPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: ['/availability'] },
  );
  await act(async () =>
    render(
      <StandaloneProviders>
        <RouterProvider router={router} />
      </StandaloneProviders>,
    ),
  );
  return router;
}

const loaded = () => screen.findByRole('list', { name: 'Time slots' }, { timeout: 20_000 });
const cell = (date: string) => {
  const found = document.querySelector(`[data-date="${date}"]`);
  if (!found) throw new Error(`no calendar cell for ${date}`);
  return found as HTMLElement;
};

/** The card listing the chosen date's availability. */
const daySlots = () =>
  screen.getByRole('heading', { name: /^Availability on / }).closest('.ant-card') as HTMLElement;

function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
    types: [] as string[],
  };
}

/** Drags the named template onto a calendar day, the way the browser reports it. */
function drag(templateText: string, date: string) {
  const transfer = dataTransfer();
  const item = screen.getByText(templateText, { selector: 'ul[aria-label="Time slots"] *' });
  const source = item.closest('[draggable="true"]') as HTMLElement;
  fireEvent.dragStart(source, { dataTransfer: transfer });
  fireEvent.dragOver(cell(date), { dataTransfer: transfer });
  fireEvent.drop(cell(date), { dataTransfer: transfer });
}

/** The 15th of the month after this one, shown after pressing 'Next month'. */
async function nextMonthDay() {
  fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
  const date = `${addMonths(today, 1).slice(0, 7)}-15`;
  await waitFor(() => cell(date));
  return date;
}

const setField = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** A closing antd modal plays its leave animation (which never ends in jsdom), then is hidden or removed. */
const isClosed = (dialog: HTMLElement) =>
  !dialog.isConnected ||
  dialog.className.includes('-leave') ||
  (dialog.closest('.ant-modal-wrap') as HTMLElement | null)?.style.display === 'none';

describe('availability manager', { timeout: 60_000 }, () => {
  beforeEach(() => {
    backend.client = fakeBackend(tables());
  });

  it('sends a signed-out visitor to /login', async () => {
    appStore.set(authSessionAtom, null);
    await renderPage();
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('sends a user without a vendor record to /dashboard', async () => {
    signIn('user-without-vendor');
    await renderPage();
    expect(await screen.findByText('Dashboard page', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('checks a new time slot with the same-time and overnight rules and marks overnight ones (+1)', async () => {
    signIn();
    const fake = fakeBackend(tables());
    backend.client = fake;
    await renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Time Slot' });
    const save = within(dialog).getByRole('button', { name: 'Save Time Slot' });
    expect(save.hasAttribute('disabled')).toBe(true);

    setField('Start time', '10:00', dialog);
    expect(save.hasAttribute('disabled')).toBe(true);
    setField('End time', '10:00', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Start and end time cannot be the same.');
    expect(save.hasAttribute('disabled')).toBe(true);

    setField('Start time', '22:00', dialog);
    setField('End time', '05:00', dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Overnight slots must end by 4:00 AM.');

    setField('End time', '02:00', dialog);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('10:00 PM - 2:00 AM (+1)')).toBeTruthy();
    fireEvent.click(save);

    const list = await loaded();
    await waitFor(() => expect(within(list).getByText('10:00 PM - 2:00 AM (+1)')).toBeTruthy());
    expect(fake.tables.time_slot_templates).toContainEqual(
      expect.objectContaining({
        user_id: USER,
        start_time: '22:00',
        end_time: '02:00',
        display_text: '10:00 PM - 2:00 AM (+1)',
      }),
    );
  });

  it('says when a time slot could not be saved', async () => {
    signIn();
    backend.client = fakeBackend(tables(), { fail: { 'time_slot_templates.insert': 'denied' } });
    await renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Time Slot' });
    setField('Start time', '09:00', dialog);
    setField('End time', '12:00', dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Save Time Slot' }));
    expect(await screen.findByText('Failed to save time slot. Please try again.')).toBeTruthy();
  });

  it('removes a time slot from the list even when deleting it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    backend.client = fakeBackend(tables(), { fail: { 'time_slot_templates.delete': 'denied' } });
    await renderPage();
    const list = await loaded();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete time slot 10:00 AM - 4:00 PM' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Time slots' })).toBeNull());
    expect(screen.getByText("No time slots yet. Click 'Add Availability' to create one.")).toBeTruthy();
  });

  it('creates availability where a time slot is dropped', async () => {
    signIn();
    const fake = fakeBackend(tables());
    backend.client = fake;
    await renderPage();
    await loaded();
    const date = await nextMonthDay();
    drag('10:00 AM - 4:00 PM', date);
    await waitFor(() => expect(within(daySlots()).getByText('10:00 AM - 4:00 PM')).toBeTruthy());
    await waitFor(() =>
      expect(fake.tables.availability).toEqual([
        expect.objectContaining({
          date,
          start_time: '10:00:00',
          end_time: '16:00:00',
          time_slot_text: '10:00 AM - 4:00 PM',
          user_id: USER,
          vendor_id: VENDOR,
        }),
      ]),
    );
    expect(
      await within(daySlots()).findByRole('button', { name: /^Delete availability 10:00 AM - 4:00 PM on / }),
    ).toBeTruthy();
  });

  it('refuses a drop on a past date with the spec message and saves nothing', async () => {
    signIn();
    const fake = fakeBackend(tables());
    backend.client = fake;
    await renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    const past = `${addMonths(today, -1).slice(0, 7)}-15`;
    await waitFor(() => cell(past));
    drag('10:00 AM - 4:00 PM', past);
    expect(await screen.findByText("You can't set availability for past dates.")).toBeTruthy();
    expect(within(cell(past)).queryByText('10:00 AM - 4:00 PM')).toBeNull();
    expect(fake.calls.filter((c) => c.operation === 'insert')).toEqual([]);
  });

  it('refuses a past date chosen with Add to date too', async () => {
    signIn();
    const fake = fakeBackend(tables());
    backend.client = fake;
    await renderPage();
    await loaded();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Time slot' }));
    fireEvent.click(await screen.findByTitle('10:00 AM - 4:00 PM'));
    setField('Date', addDays(today, -1));
    fireEvent.click(screen.getByRole('button', { name: 'Add to date' }));
    expect(await screen.findByText("You can't set availability for past dates.")).toBeTruthy();
    expect(fake.calls.filter((c) => c.operation === 'insert')).toEqual([]);

    setField('Date', addDays(today, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Add to date' }));
    await waitFor(() =>
      expect(fake.tables.availability).toEqual([expect.objectContaining({ date: addDays(today, 3) })]),
    );
  });

  it('shows a dropped slot at once and removes it again when saving fails', async () => {
    signIn();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.client = fakeBackend(tables(), { fail: { 'availability.insert': 'denied' }, gate });
    await renderPage();
    await loaded();
    const date = await nextMonthDay();
    drag('10:00 AM - 4:00 PM', date);
    await waitFor(() => expect(within(daySlots()).getByText('10:00 AM - 4:00 PM')).toBeTruthy());
    expect(within(cell(date)).getByText('1 slot')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('Failed to save availability.')).toBeTruthy();
    await waitFor(() => expect(within(daySlots()).queryByText('10:00 AM - 4:00 PM')).toBeNull());
    expect(within(cell(date)).queryByText('1 slot')).toBeNull();
  });

  it('deletes availability, and says so when deleting fails', async () => {
    signIn();
    const date = addDays(today, 2);
    const slot = {
      id: 'slot-1',
      vendor_id: VENDOR,
      user_id: USER,
      date,
      start_time: '18:00:00',
      end_time: '02:00:00',
      time_slot_text: '6:00 PM - 2:00 AM (+1)',
      is_available: true,
    };
    const fake = fakeBackend(tables({ availability: [slot] }), { fail: { 'availability.delete': 'denied' } });
    backend.client = fake;
    await renderPage();
    await loaded();
    await waitFor(() => cell(date));
    fireEvent.click(cell(date));
    const button = await screen.findByRole('button', {
      name: /^Delete availability 6:00 PM - 2:00 AM \(\+1\) on /,
    });
    fireEvent.click(button);
    expect(
      await screen.findByText('Failed to delete availability. Please try refreshing the page.'),
    ).toBeTruthy();

    backend.client = fakeBackend(fake.tables);
    fireEvent.click(button);
    await waitFor(() => expect(within(daySlots()).queryByText('6:00 PM - 2:00 AM (+1)')).toBeNull());
    expect(screen.getByText('No availability on this date.')).toBeTruthy();
  });

  it('checks the recurring form with every spec message, then creates the matching dates at once', async () => {
    signIn();
    const fake = fakeBackend(tables());
    backend.client = fake;
    await renderPage();
    await loaded();
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe(today);
    // Three calendar months ahead, the day kept or the month's last (29 November → 28 February); addMonths
    // has the worked examples.
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe(addMonths(today, 3));

    const form = screen.getByRole('button', { name: 'Create Recurring Availability' });
    const message = () => screen.getAllByRole('alert').map((a) => a.textContent);
    const recurringTime = (label: string, value: string) =>
      fireEvent.change(document.getElementById(label) as HTMLElement, { target: { value } });

    fireEvent.click(form);
    expect(message()).toContain('Please fill in all fields for recurring availability.');
    recurringTime('recurring-start-time', '10:00');
    recurringTime('recurring-end-time', '10:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    fireEvent.click(form);
    expect(message()).toContain('Start and end time cannot be the same.');
    recurringTime('recurring-start-time', '21:00');
    recurringTime('recurring-end-time', '04:30');
    fireEvent.click(form);
    expect(message()).toContain('Overnight slots must end by 4:00 AM.');
    recurringTime('recurring-end-time', '04:00');

    // A Tuesday-to-Sunday range holds no Monday.
    let tuesday = addDays(today, 10);
    while (weekdayOf(tuesday) !== 2) tuesday = addDays(tuesday, 1);
    setField('Start date', tuesday);
    setField('End date', addDays(tuesday, 5));
    fireEvent.click(form);
    expect(message()).toContain('No matching dates found for the selected criteria.');

    setField('Start date', addDays(today, -30));
    setField('End date', addDays(today, -1));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(form);
    expect(message()).toContain('All selected dates are in the past.');

    // Monday of the week after `tuesday` through two weeks later: 3 Mondays, 2 Tuesdays, 2 Saturdays.
    const monday = addDays(tuesday, 6);
    setField('Start date', monday);
    setField('End date', addDays(monday, 14));
    fireEvent.click(form);
    const success = await screen.findByRole('dialog', { name: 'Success!' });
    expect(within(success).getByText('Successfully created 7 availability slots!')).toBeTruthy();
    const created = fake.tables.availability ?? [];
    expect(created.map((row) => row.date)).toEqual(
      [0, 1, 5, 7, 8, 12, 14].map((offset) => addDays(monday, offset)),
    );
    expect(created.every((row) => row.start_time === '21:00' && row.end_time === '04:00')).toBe(true);
    expect(created.every((row) => row.time_slot_text === '9:00 PM - 4:00 AM (+1)')).toBe(true);
    expect(fake.calls.filter((c) => c.operation === 'insert')).toHaveLength(1);
  });

  it('says when recurring availability could not be created', async () => {
    signIn();
    backend.client = fakeBackend(tables(), { fail: { 'availability.insert': 'denied' } });
    await renderPage();
    await loaded();
    fireEvent.change(document.getElementById('recurring-start-time') as HTMLElement, {
      target: { value: '09:00' },
    });
    fireEvent.change(document.getElementById('recurring-end-time') as HTMLElement, {
      target: { value: '12:00' },
    });
    for (const day of ['Monday', 'Wednesday', 'Friday']) {
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create Recurring Availability' }));
    expect(
      await screen.findByText('Failed to create recurring availability. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Success!' })).toBeNull();
  });

  it('walks through the five-step How to Use tutorial', async () => {
    signIn();
    await renderPage();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'How to Use' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to Use' });
    const heading = () => within(dialog).getByRole('heading', { level: 4 }).textContent;
    const button = (name: string) => within(dialog).queryByRole('button', { name });
    expect(heading()).toBe('Welcome');
    expect(button('Previous')?.hasAttribute('disabled')).toBe(true);
    const seen = [heading()];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(button('Next') as HTMLElement);
      seen.push(heading());
    }
    expect(seen).toEqual(['Welcome', 'Single Slots', 'Recurring', 'Managing', 'Tips']);
    expect(button('Next')).toBeNull();
    fireEvent.click(button('Previous') as HTMLElement);
    expect(heading()).toBe('Managing');
    fireEvent.click(button('Next') as HTMLElement);
    fireEvent.click(button('Get Started!') as HTMLElement);
    await waitFor(() => expect(isClosed(dialog)).toBe(true));
    // Opened again, it starts over.
    fireEvent.click(screen.getByRole('button', { name: 'How to Use' }));
    await waitFor(() => expect(isClosed(dialog)).toBe(false));
    expect(heading()).toBe('Welcome');
  });
});
