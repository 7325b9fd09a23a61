import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPrerendered, loadEntryAfterFirstScreen } from './drop-prerendered';

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
  const requested = () =>
    [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
  const parsed = () => document.dispatchEvent(new Event('DOMContentLoaded'));

  afterEach(() => {
    for (const script of document.head.querySelectorAll('script')) script.remove();
  });

  it('asks for the entry scripts, in order, once the page has been parsed', async () => {
    holder(false); // `/`: a static screen that loads nothing
    loadEntryAfterFirstScreen(SOURCES, 'prerendered', 1000);
    await Promise.resolve();
    expect(requested()).toEqual([]);
    parsed();
    await vi.waitFor(() =>
      expect(requested()).toEqual([
        ['/static/js/react-core.js', false],
        ['/static/js/index.js', false],
      ]),
    );
  });

  it("on a profile, waits for the static screen's photo, and asks once", async () => {
    vi.useFakeTimers();
    const element = holder(true);
    loadEntryAfterFirstScreen(SOURCES, 'prerendered', 1000);
    parsed();
    await vi.advanceTimersByTimeAsync(500);
    expect(requested()).toEqual([]);
    element.dispatchEvent(new Event('settled'));
    await vi.advanceTimersByTimeAsync(0);
    expect(requested()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requested()).toHaveLength(2);
  });

  it('gives up waiting for the photo 1 s after the page was parsed', async () => {
    vi.useFakeTimers();
    holder(true);
    loadEntryAfterFirstScreen(SOURCES, 'prerendered', 1000);
    parsed();
    await vi.advanceTimersByTimeAsync(999);
    expect(requested()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested()).toHaveLength(2);
  });
});
