import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../theme-provider';
import { type Toaster, useToaster } from './use-toaster';

let toast: Toaster;
function Capture() {
  toast = useToaster();
  return null;
}

function show(action: () => void) {
  act(action);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useToaster', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    render(
      <ThemeProvider>
        <Capture />
      </ThemeProvider>,
    );
    // The first toast operation loads the toast holders (not part of a first visit); wait for them.
    await act(async () => {
      toast.dismiss();
      await import('../toast-host');
    });
  });

  afterEach(() => {
    act(() => toast.dismiss());
    vi.useRealTimers();
  });

  it.each([
    ['info', 4000],
    ['success', 2000],
    ['error', 5000],
  ] as const)('a %s toast stays %i ms', (type, ms) => {
    show(() => toast[type](`A ${type} toast`));
    expect(screen.getByText(`A ${type} toast`)).toBeInTheDocument();
    advance(ms - 100);
    expect(screen.getByText(`A ${type} toast`)).toBeInTheDocument();
    advance(200);
    expect(screen.queryByText(`A ${type} toast`)).not.toBeInTheDocument();
  });

  it('announces errors as alerts and the rest as status messages', () => {
    show(() => {
      toast.error('Update failed: offline');
      toast.success('Profile updated successfully!');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Update failed: offline');
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    // Inside a live region that was in the page before the first toast, so additions are read out.
    const region = screen.getByTestId('toast-region');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByRole('alert'));
    expect(region).toContainElement(screen.getByRole('status'));
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    show(() => {
      for (let i = 1; i <= 25; i += 1) toast.info(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    expect(screen.queryByText('Toast 5')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
    expect(screen.getByText('Toast 25')).toBeInTheDocument();
  });

  it('keeps a notice until it is dismissed', () => {
    show(() =>
      toast.notice({
        type: 'success',
        key: 'verify',
        title: 'Verification email sent!',
        description: 'Check your inbox at ada@example.com to confirm your account.',
      }),
    );
    advance(60_000);
    expect(screen.getByText('Verification email sent!')).toBeInTheDocument();
    act(() => toast.dismiss('verify'));
    advance(1000);
    expect(screen.queryByText('Verification email sent!')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    show(() => toast.info('Results saved', { durationMs: 1000 }));
    advance(1100);
    expect(screen.queryByText('Results saved')).not.toBeInTheDocument();
  });
});

describe('useToaster before the toast holders have loaded', () => {
  it('shows a toast asked for at once, in order, when the holders arrive', async () => {
    render(
      <ThemeProvider>
        <Capture />
      </ThemeProvider>,
    );
    act(() => {
      toast.info('First');
      toast.error('Second');
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('First')).toBeInTheDocument();
    const shown = document.querySelectorAll('[role="status"], [role="alert"]');
    expect([...shown].map((toastElement) => toastElement.textContent)).toEqual(['First', 'Second']);
  });

  it('needs a ThemeProvider', () => {
    expect(() => render(<Capture />)).toThrow('useToaster needs a ThemeProvider above it');
  });
});
