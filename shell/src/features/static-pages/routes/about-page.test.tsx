import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

// The first render of antd components is slow on a busy machine.
describe('the about page', { timeout: 60_000 }, () => {
  let stopClicks: (() => void) | undefined;
  afterEach(() => stopClicks?.());

  /** Whether the page took each click over (jsdom cannot follow a link: every click is stopped after the page's handlers). */
  function watchClicks(): boolean[] {
    const prevented: boolean[] = [];
    const watch = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    stopClicks = () => window.removeEventListener('click', watch);
    return prevented;
  }

  it('shows the three audiences and links to the vendors and the vendor landing page', async () => {
    await renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About PartyEasy' })).toBeTruthy();
    for (const title of ['For hosts', 'For vendors', 'Our promise'])
      expect(screen.getByText(title)).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Find Vendors' }).getAttribute('href')).toBe('/');
    expect(page.getByRole('link', { name: 'Become a Vendor' }).getAttribute('href')).toBe(
      '/vendor-landingpage',
    );
  });

  it('follows its links inside the app, and leaves a click with a modifier key to the browser', async () => {
    const { router } = await renderApp('/about');
    const link = await screen.findByRole('link', { name: 'Become a Vendor' });
    const prevented = watchClicks();

    fireEvent.click(link, { ctrlKey: true });
    expect(prevented).toEqual([false]);
    expect(router.state.location.pathname).toBe('/about');

    // An async act lets React 19 retry the suspended remote page once its promise settles.
    await act(async () => fireEvent.click(link));
    expect(prevented).toEqual([false, true]);
    expect(router.state.location.pathname).toBe('/vendor-landingpage');
    expect(await screen.findByRole('heading', { name: 'vendorApp page /vendor-landingpage' })).toBeTruthy();
  });
});
