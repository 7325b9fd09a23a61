import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../session/testing';
import { NewsletterForm } from './newsletter-form';

const backend = vi.hoisted(() => ({ insert: vi.fn() }));

vi.mock('@partyeasy/shared-domain/backend', async (original) => ({
  ...(await original<typeof import('@partyeasy/shared-domain/backend')>()),
  getSupabase: () => ({ from: () => ({ insert: backend.insert }) }),
}));

async function subscribe(value: string) {
  const box = screen.getByLabelText('Get party ideas and vendor news');
  await userEvent.clear(box);
  if (value) await userEvent.type(box, value);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  return box;
}

// The first render of antd components is slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the footer newsletter', () => {
  beforeEach(() => {
    backend.insert.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('refuses an empty or blank address without calling the backend', async () => {
    renderWithShell(<NewsletterForm />);
    await subscribe('   ');
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(backend.insert).not.toHaveBeenCalled();
  });

  it('subscribes the trimmed address and clears the box', async () => {
    backend.insert.mockResolvedValue({ error: null });
    renderWithShell(<NewsletterForm />);
    const box = await subscribe('  ada@example.com ');
    expect(await screen.findByText('Subscribed successfully!')).toBeTruthy();
    expect(backend.insert).toHaveBeenCalledWith({ email: 'ada@example.com' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says an address is already subscribed (23505) and keeps it', async () => {
    backend.insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate' } });
    renderWithShell(<NewsletterForm />);
    const box = await subscribe('ada@example.com');
    expect(await screen.findByText("You're already subscribed.")).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('reports other failures', async () => {
    backend.insert.mockResolvedValue({ error: { code: '500', message: 'down' } });
    renderWithShell(<NewsletterForm />);
    await subscribe('ada@example.com');
    await waitFor(() => expect(screen.getByText('Subscription failed. Try again.')).toBeTruthy());
  });
});
