import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../testing/session';
import { NewsletterForm } from './newsletter-form';

const backend = vi.hoisted(() => ({ invoke: vi.fn() }));

vi.mock('@partyeasy/shared-domain/backend', async (original) => ({
  ...(await original<typeof import('@partyeasy/shared-domain/backend')>()),
  getSupabase: () => ({ functions: { invoke: backend.invoke } }),
}));

const CHECK_INBOX = 'Almost done: check your inbox and confirm your subscription with the link we sent.';

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
    backend.invoke.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('refuses an empty or blank address without calling the backend', async () => {
    renderWithShell(<NewsletterForm />);
    await subscribe('   ');
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect(backend.invoke).not.toHaveBeenCalled();
  });

  it('asks for the confirmation mail of the trimmed address, says to check the inbox, clears the box', async () => {
    backend.invoke.mockResolvedValue({ data: { status: 'check_inbox' }, error: null });
    renderWithShell(<NewsletterForm />);
    const box = await subscribe('  ada@example.com ');
    expect(await screen.findByText(CHECK_INBOX)).toBeTruthy();
    expect(backend.invoke).toHaveBeenCalledWith('newsletter-subscribe', {
      body: { email: 'ada@example.com' },
    });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says a malformed address is not valid (400) and keeps it', async () => {
    backend.invoke.mockResolvedValue({ data: null, error: { context: new Response(null, { status: 400 }) } });
    renderWithShell(<NewsletterForm />);
    const box = await subscribe('ada@example');
    expect(await screen.findByText('Please enter a valid email.')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('ada@example');
  });

  it('reports other failures', async () => {
    backend.invoke.mockResolvedValue({ data: null, error: { context: new Response(null, { status: 502 }) } });
    renderWithShell(<NewsletterForm />);
    await subscribe('ada@example.com');
    await waitFor(() => expect(screen.getByText('Subscription failed. Try again.')).toBeTruthy());
  });
});
