import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropPrerendered,
  dropPrerenderedUnlessFor,
  fillConfigText,
  loadEntryAfterFirstScreen,
  prerenderedFor,
} from './drop-prerendered';

function holder(pending: boolean) {
  const element = document.createElement('div');
  element.id = 'prerendered';
  if (pending) element.dataset.pending = '';
  document.body.append(element);
  return element;
}

afterEach(() => {
  dropPrerendered();
  vi.useRealTimers();
});

describe('loadEntryAfterFirstScreen', () => {
  const SOURCES = ['/static/js/react-core.js', '/static/js/index.js'];
  const PROFILE = '^/vendor/[0-9a-f-]{36}/?$';
  const PROFILE_URL = '/vendor/00000000-0000-4000-8000-00000000d001';
  const requested = () =>
    [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
  const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));

  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('on any page but a profile, writes the deferred script tags in place, in order', () => {
    const write = vi.spyOn(document, 'write').mockImplementation(() => {});
    window.history.replaceState(null, '', '/browse');
    loadEntryAfterFirstScreen(SOURCES, PROFILE, 'prerendered', 1000);
    expect(write).toHaveBeenCalledOnce();
    expect(write).toHaveBeenCalledWith(
      '<script defer src="/static/js/react-core.js"></script><script defer src="/static/js/index.js"></script>',
    );
  });

  it("on a profile, waits for the static screen's photo, then asks for the scripts in order, once", async () => {
    vi.useFakeTimers();
    const write = vi.spyOn(document, 'write');
    window.history.replaceState(null, '', PROFILE_URL);
    loadEntryAfterFirstScreen(SOURCES, PROFILE, 'prerendered', 1000);
    const element = holder(true);
    parsed();
    await vi.advanceTimersByTimeAsync(500);
    expect(requested()).toEqual([]);
    element.dispatchEvent(new Event('settled'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requested()).toEqual([
      ['/static/js/react-core.js', false],
      ['/static/js/index.js', false],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested()).toHaveLength(2);
    expect(write).not.toHaveBeenCalled();
  });

  it('on a profile, gives up waiting for the photo 1 s after the page was parsed', async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', PROFILE_URL);
    loadEntryAfterFirstScreen(SOURCES, PROFILE, 'prerendered', 1000);
    holder(true);
    parsed();
    await vi.advanceTimersByTimeAsync(999);
    expect(requested()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested()).toHaveLength(2);
  });

  it('on a profile whose static screen has already settled or gone, asks once the page is parsed', async () => {
    window.history.replaceState(null, '', PROFILE_URL);
    loadEntryAfterFirstScreen(SOURCES, PROFILE, 'prerendered', 1000);
    await Promise.resolve();
    expect(requested()).toEqual([]);
    parsed();
    await vi.waitFor(() => expect(requested()).toHaveLength(2));
  });
});

describe('the static screen of an address', () => {
  afterEach(() => {
    delete (window as unknown as { __PARTYEASY_CONFIG__?: unknown }).__PARTYEASY_CONFIG__;
  });

  it('is the home hero on / (no data-path), else the address its page was made for', () => {
    const home = holder(false);
    expect(prerenderedFor('/')).toBe(home);
    expect(prerenderedFor('/login')).toBeNull();
    home.dataset.path = '/login';
    expect(prerenderedFor('/login')).toBe(home);
    expect(prerenderedFor('/')).toBeNull();
  });

  it('stays on its own address and goes on any other', () => {
    const login = holder(false);
    login.dataset.path = '/login';
    dropPrerenderedUnlessFor('/login');
    expect(login.isConnected).toBe(true);
    dropPrerenderedUnlessFor('/signup');
    expect(login.isConnected).toBe(false);
  });

  it("takes the deployment's product name into its slots", () => {
    const screen = holder(false);
    screen.innerHTML = '<h1>Log In to <span data-config="productName">PartyEasy</span></h1>';
    (window as unknown as { __PARTYEASY_CONFIG__: unknown }).__PARTYEASY_CONFIG__ = {
      productName: 'FêteFacile',
    };
    fillConfigText('prerendered');
    expect(screen.textContent).toBe('Log In to FêteFacile');
  });

  it('leaves the slots as drawn without a runtime configuration', () => {
    const screen = holder(false);
    screen.innerHTML = '<span data-config="productName">PartyEasy</span>';
    fillConfigText('prerendered');
    expect(screen.textContent).toBe('PartyEasy');
  });
});
