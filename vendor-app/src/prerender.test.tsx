import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderPages } from './prerender';

beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
afterEach(() => vi.unstubAllEnvs());

function landing() {
  const [page, ...others] = prerenderPages();
  expect(others).toEqual([]);
  const holder = document.createElement('div');
  holder.innerHTML = page!.html;
  return { page: page!, holder };
}

describe('prerenderPages', () => {
  it('is the whole of /vendor-landingpage: hero, sections, FAQ and testimonials in their first state, not inert', () => {
    const { page, holder } = landing();
    expect(page.path).toBe('/vendor-landingpage');
    expect(page.inert).toBe(false);
    expect(holder.querySelector('h1')?.textContent).toBe('Grow your event business');
    expect([...holder.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'PartyEasy in numbers',
      'How it works',
      'Example bookings',
      'Why vendors choose PartyEasy',
      'What vendors say',
      'Frequently asked questions',
      'Ready to get booked?',
    ]);
    expect(holder.querySelectorAll('[role="tab"][aria-expanded="false"]')).toHaveLength(8);
    expect(holder.textContent).toContain('Marcus T.');
    expect(holder.querySelector('[aria-current="true"]')?.textContent).toBe('1');
  });

  it('draws its start links, which work without the app', () => {
    const { holder } = landing();
    expect(
      [...holder.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Join as a Vendor', '/host/booking/start'],
      ['Get Started', '/host/booking/start'],
    ]);
  });

  it('has no antd Row or Col: its cards are the items of its grids, the steps those of their list', () => {
    const { holder } = landing();
    expect(holder.querySelector('.ant-row, .ant-col')).toBeNull();
    const stats = holder.querySelector('[aria-labelledby="landing-stats"] h2 + div');
    expect(stats?.children).toHaveLength(4);
    expect(stats?.textContent).toContain('platform fee per booking');
    const steps = holder.querySelector('ol');
    expect([...(steps?.children ?? [])].map((child) => child.tagName)).toEqual(['LI', 'LI', 'LI', 'LI']);
  });

  it("carries the antd styles of every component it shows, with antd's record of them", () => {
    const { page } = landing();
    for (const component of ['.ant-btn', '.ant-collapse', '.ant-flex'])
      expect(page.style).toContain(component);
    // Neither antd's grid, nor Statistic (which brings Skeleton's styles), nor Typography and Card (which bring
    // Input, Tooltip, Tabs and Menu): plain markup (shared-ui's prose) and CSS grids.
    expect(page.style).not.toMatch(/\.ant-(row|col|statistic|skeleton|typography|card)(?![a-z])/);
    expect(page.style).toContain('data-ant-cssinjs-cache-path');
  });
});
