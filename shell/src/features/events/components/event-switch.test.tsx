import { queryClient } from '@partyeasy/shared-domain/backend';
import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EventSwitch } from './event-switch';

const backend = vi.hoisted(() => ({ calls: [] as [string, unknown][], current: 'e1' }));
vi.mock('@partyeasy/shared-domain/backend', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getSupabase: () => ({
    rpc: async (fn: string, args: { p_event_id?: string | null }) => {
      backend.calls.push([fn, args]);
      if (fn === 'set_current_event') {
        backend.current = args.p_event_id ?? '';
        return { data: null, error: null };
      }
      const row = (id: string, name: string) => ({ id, name, is_current: backend.current === id });
      return { data: [row('e1', "Sam's 30th"), row('e2', 'Office party')], error: null };
    },
  }),
}));

describe('the header event switch', () => {
  beforeEach(() => {
    queryClient.clear();
    backend.calls = [];
    backend.current = 'e1';
  });

  it('shows the current event and switches to another, or to none', async () => {
    const navigate = vi.fn();
    await act(async () =>
      render(
        <StandaloneProviders>
          <EventSwitch userId="u1" onNavigate={navigate} />
        </StandaloneProviders>,
      ),
    );
    const select = (await screen.findByLabelText('Planning')) as HTMLSelectElement;
    expect(select.value).toBe('e1');
    fireEvent.change(select, { target: { value: 'e2' } });
    await waitFor(() => expect(backend.calls).toContainEqual(['set_current_event', { p_event_id: 'e2' }]));
    await waitFor(() => expect(select.value).toBe('e2'));
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(backend.calls).toContainEqual(['set_current_event', { p_event_id: null }]));
    await waitFor(() => expect(select.value).toBe(''));
    fireEvent.change(select, { target: { value: '__events__' } });
    expect(navigate).toHaveBeenCalledWith('/events');
  });
});
