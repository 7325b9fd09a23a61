import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Hero } from './features/home/components/hero';
import { prerenderHome } from './prerender';

function parse(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

describe('prerenderHome', () => {
  it('is the hero as it first renders: headline with the first rotating word and both ways in', () => {
    const page = parse(prerenderHome());
    expect(page.querySelector('h1')?.textContent).toBe('Book your next party in one click');
    const links = [...page.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ["I'm Planning a Party", '/'],
      ["I'm a Vendor", '/vendor-landingpage'],
    ]);
  });

  it('has the same text, headings and links as the live hero', () => {
    render(
      <MemoryRouter>
        <Hero />
      </MemoryRouter>,
    );
    const live = screen.getByRole('heading', { level: 1 }).closest('section')!;
    const prerendered = parse(prerenderHome()).querySelector('section')!;
    expect(prerendered.textContent).toBe(live.textContent);
    const hrefs = (root: Element) => [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs(prerendered)).toEqual(hrefs(live));
  });
});
