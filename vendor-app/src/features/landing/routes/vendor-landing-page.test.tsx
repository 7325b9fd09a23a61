import { StandaloneProviders } from '@partyeasy/shared-ui/standalone';
import { renderRoute } from '@partyeasy/shared-ui/testing/render-route';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { VendorLandingPage } from './vendor-landing-page';

function renderPage() {
  return render(
    <StandaloneProviders>
      <VendorLandingPage />
    </StandaloneProviders>,
  );
}

const testimonials = () => screen.getByRole('region', { name: 'Testimonials' });
/** The testimonial shown: the others stay in the page (hidden) so the panel keeps its height. */
const shown = () => {
  const figures = [...testimonials().querySelectorAll('figure')].filter(
    (f) => f.getAttribute('aria-hidden') !== 'true',
  );
  expect(figures).toHaveLength(1);
  return figures[0]?.querySelector('figcaption strong')?.textContent;
};

describe('vendor landing page', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is served at /vendor-landingpage with the hero, the four steps and the key facts', async () => {
    await renderRoute(routes, '/vendor-landingpage');
    expect(await screen.findByRole('heading', { name: 'Grow your event business' })).toBeTruthy();
    for (const n of [1, 2, 3, 4]) expect(screen.getByText(new RegExp(`^Step ${n}:`))).toBeTruthy();
    expect(screen.queryByText(/^Step 5:/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Example bookings' })).toBeTruthy();
    expect(screen.getByText('Free to join')).toBeTruthy();
  });

  it('lists the four steps as one ordered list whose children are its items', () => {
    renderPage();
    const how = screen.getByRole('region', { name: 'How it works' });
    const list = within(how).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect([...list.children].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
  });

  it('opens the onboarding start page in a new tab from every call to action', () => {
    renderPage();
    const links = [
      screen.getByRole('link', { name: 'Join as a Vendor' }),
      screen.getByRole('link', { name: 'Get Started' }),
    ];
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/host/booking/start');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
  });

  it('has an FAQ accordion of eight questions covering joining, the fee and payouts', async () => {
    const user = userEvent.setup();
    renderPage();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('tab');
    expect(questions).toHaveLength(8);
    expect(within(faq).queryByText(/Payouts are made after the event/)).toBeNull();
    await user.click(within(faq).getByRole('tab', { name: /When do I get paid\?/ }));
    expect(await within(faq).findByText('Payouts are made after the event.')).toBeTruthy();
    await user.click(within(faq).getByRole('tab', { name: /How much does PartyEasy charge\?/ }));
    expect(await within(faq).findByText(/A 5% platform fee on each booking/)).toBeTruthy();
    await user.click(within(faq).getByRole('tab', { name: /Is it free to join\?/ }));
    expect(await within(faq).findByText(/free to join, with no monthly fees/)).toBeTruthy();
  });

  it('rotates testimonials every 6000 ms and pauses while hovered', () => {
    vi.useFakeTimers();
    renderPage();
    expect(shown()).toBe('Marcus T.');
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toBe('Marcus T.');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('Priya S.');

    fireEvent.mouseEnter(testimonials());
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toBe('Priya S.');
    fireEvent.mouseLeave(testimonials());
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toBe('Jordan L.');
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) =>
      ({
        ...original(query),
        matches: query.includes('reduce'),
      }) as MediaQueryList) as typeof window.matchMedia;
    try {
      renderPage();
      act(() => vi.advanceTimersByTime(18_000));
      expect(shown()).toBe('Marcus T.');
    } finally {
      window.matchMedia = original;
    }
  });
});
