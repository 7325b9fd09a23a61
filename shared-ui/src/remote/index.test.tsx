import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './index';

function Page() {
  return <h1>The page</h1>;
}

describe('lazyPage', () => {
  it('loads the page component on first use', async () => {
    const { element } = await lazyPage(async () => Page)();
    render(element);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('still takes the 0.1 call of remotes built before shared-ui 1.0, lazyPage(app, load)', async () => {
    const { element } = await lazyPage('vendorApp', async () => Page)();
    render(element);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
