import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderPages } from './prerender';

beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
afterEach(() => vi.unstubAllEnvs());

function page(path: string) {
  const screen = prerenderPages('PartyEasy').find((candidate) => candidate.path === path)!;
  const holder = document.createElement('div');
  holder.innerHTML = screen.html;
  return { screen, holder };
}

describe('prerenderPages', () => {
  it('draws the whole log-in card, inert, with its antd styles and the product name in a slot', () => {
    const { screen, holder } = page('/login');
    expect(screen.inert).toBe(true);
    expect(holder.querySelector('h1')?.textContent).toBe('Log In to PartyEasy');
    expect(holder.querySelector('[data-config="productName"]')?.textContent).toBe('PartyEasy');
    expect(holder.querySelector('#sign-in-email')).not.toBeNull();
    expect(holder.querySelector('#sign-in-password')).not.toBeNull();
    expect(holder.textContent).toContain('Continue with Google');
    expect(holder.textContent).toContain("Don't have an account? Sign up");
    // antd's styles of the inputs and buttons, with antd's record of them (it then writes none of these in the
    // browser).
    expect(screen.style).toContain('.ant-input');
    expect(screen.style).toContain('.ant-btn');
    // The card, its title and the labelled fields are plain markup (shared-ui's prose and
    // Field): neither antd Card, Typography, Form nor the grid Form.Item lays out with.
    expect(screen.style).not.toMatch(/\.ant-(card|typography|form|row|col)(?![a-z])/);
    expect(holder.querySelector('label[for="sign-in-email"]')?.textContent).toBe('Email');
    expect(screen.style).toContain('data-ant-cssinjs-cache-path');
  });

  it('draws the whole of /about (not inert), with the styles of all its antd components and of its grid', () => {
    const { screen, holder } = page('/about');
    expect(screen.inert).toBe(false);
    expect(holder.querySelector('h1')?.textContent).toBe('About PartyEasy');
    expect(holder.querySelector('h1 + *')?.textContent).toMatch(
      /^PartyEasy is an event-planning marketplace/,
    );
    expect([...holder.querySelectorAll('h2')].map((title) => title.textContent)).toEqual([
      'For hosts',
      'For vendors',
      'Our promise',
    ]);
    // The cards are the grid's items: no antd Row or Col (whose styles antd would write in the browser).
    const grid = holder.querySelector('h2')?.parentElement?.parentElement?.parentElement;
    expect(grid?.children).toHaveLength(3);
    expect(grid?.className).toMatch(/audiences/);
    expect(holder.querySelector('.ant-row, .ant-col')).toBeNull();
    // Its buttons are links: they work before the app runs.
    expect(
      [...holder.querySelectorAll('a.ant-btn')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Find Vendors', '/'],
      ['Become a Vendor', '/vendor-landingpage'],
    ]);
    for (const component of ['.ant-btn', '.ant-flex']) expect(screen.style).toContain(component);
    // Its headings, text and cards are plain markup (shared-ui's prose): neither antd Typography nor Card.
    expect(screen.style).not.toMatch(/\.ant-(row|col|typography|card)(?![a-z])/);
    expect(screen.style).toContain('data-ant-cssinjs-cache-path');
  });
});
