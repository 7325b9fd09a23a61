import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationField } from './location-field';

// antd's first render takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

// The dropdown's code arrives when the test says so, as a slow network would deliver it.
let deliver = () => {};
const delivered = new Promise<void>((resolve) => {
  deliver = resolve;
});
vi.mock('./city-select', async (importOriginal) => {
  await delivered;
  return importOriginal();
});

describe('LocationField', () => {
  it('a keyboard user who tabs past the field before its dropdown loads keeps the focus where they went', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <LocationField
          id="city"
          value={null}
          onChange={() => {}}
          cities={['Austin, TX']}
          loading={false}
          failed={false}
        />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(document.activeElement?.id).toBe('city');
    await user.tab();
    const after = screen.getByRole('button', { name: 'After' });
    expect(document.activeElement).toBe(after);

    deliver();
    await vi.waitFor(() => expect(document.querySelector('.ant-select')).not.toBeNull(), { timeout: 10_000 });
    expect(document.activeElement).toBe(after);
    expect(document.querySelector('.ant-select-open')).toBeNull();
  });
});
