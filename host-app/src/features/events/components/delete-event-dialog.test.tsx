import { queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteEventDialog } from './delete-event-dialog';

const backend = vi.hoisted(() => ({
  answer: {} as { error?: unknown },
  calls: [] as [string, Record<string, unknown>][],
}));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({
    rpc: async (fn: string, args: Record<string, unknown>) => {
      backend.calls.push([fn, args]);
      return { data: null, error: backend.answer.error ?? null };
    },
  }),
}));

async function open() {
  queryClient.clear();
  const onDeleted = vi.fn();
  await act(async () =>
    render(
      <StandaloneProviders>
        <DeleteEventDialog event={{ id: 'event-7', name: 'Party' }} onClose={vi.fn()} onDeleted={onDeleted} />
      </StandaloneProviders>,
    ),
  );
  return { onDeleted, dialog: screen.getByRole('dialog', { name: 'Delete this event?' }) };
}

describe('DeleteEventDialog', () => {
  beforeEach(() => {
    backend.calls = [];
    backend.answer = {};
  });

  it("shows the database's refusal and deletes nothing while vendors are booked", async () => {
    backend.answer = {
      error: { message: 'This event has booked vendors; cancel them before deleting it.', code: 'PT409' },
    };
    const { dialog, onDeleted } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This event has booked vendors; cancel them before deleting it.',
    );
    expect(dialog.textContent).toContain('Party and its shortlist will be deleted.');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes the event by its id', async () => {
    const { onDeleted } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(backend.calls).toEqual([['delete_event', { p_event_id: 'event-7' }]]);
  });
});
