import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPrerendered } from '../../app/drop-prerendered';
import { ScrollToTop } from './scroll-to-top';

function holder(path?: string) {
  const element = document.createElement('div');
  element.id = 'prerendered';
  if (path) element.dataset.path = path;
  document.body.append(element);
}

function scrollsAt(path: string): boolean {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
    </MemoryRouter>,
  );
  return scrollTo.mock.calls.length > 0;
}

describe('ScrollToTop', () => {
  afterEach(() => {
    dropPrerendered();
    vi.restoreAllMocks();
  });

  it('starts a page at the top', () => {
    expect(scrollsAt('/about')).toBe(true);
  });

  it("keeps where the visitor scrolled the static screen of the address's own page", () => {
    holder('/about');
    expect(scrollsAt('/about')).toBe(false);
  });

  it("starts at the top over another address's screen and over index.html's (the home hero, a profile)", () => {
    holder('/login');
    expect(scrollsAt('/about')).toBe(true);
    dropPrerendered();
    vi.restoreAllMocks();
    holder();
    expect(scrollsAt('/')).toBe(true);
  });
});
