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
    // antd's styles of the card, with antd's record of them (it then writes none of these in the browser).
    expect(screen.style).toContain('.ant-card');
    expect(screen.style).toContain('.ant-input');
    expect(screen.style).toContain('data-ant-cssinjs-cache-path');
  });

  it("draws /about's title and introduction (text only: not inert)", () => {
    const { screen, holder } = page('/about');
    expect(screen.inert).toBe(false);
    expect(holder.querySelector('h1')?.textContent).toBe('About PartyEasy');
    expect(holder.querySelector('h1 + *')?.textContent).toMatch(
      /^PartyEasy is an event-planning marketplace/,
    );
    expect(screen.style).toContain('.ant-typography');
  });
});
