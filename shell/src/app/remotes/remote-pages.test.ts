import { describe, expect, it, vi } from 'vitest';
import { createRemotePages, type RemoteRoute } from './remote-pages';

const page = (path: string, prefetch?: RemoteRoute['prefetch']): RemoteRoute => ({
  path,
  lazy: async () => ({ element: path }),
  prefetch,
});

describe('prefetch of an opened page', () => {
  it('hands the route parameters to that route’s prefetch once the route table arrives, loading it once', async () => {
    const prefetchProfile = vi.fn();
    const prefetchHome = vi.fn();
    const loadRoutes = vi.fn(async () => [page('/', prefetchHome), page('/vendor/:id', prefetchProfile)]);
    const pages = createRemotePages(loadRoutes);

    pages.prefetch('hostApp', '/vendor/:id', { id: 'abc' });
    await expect(pages.get('hostApp', '/vendor/:id')).resolves.toBe('/vendor/:id');

    expect(prefetchProfile).toHaveBeenCalledWith({ id: 'abc' });
    expect(prefetchHome).not.toHaveBeenCalled();
    expect(loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a route without prefetch, and swallows an unreachable remote (the page shows it)', async () => {
    const pages = createRemotePages(async (remote) => {
      if (remote === 'adminApp') throw new Error('Failed to fetch mf-manifest.json');
      return [page('/success')];
    });
    pages.prefetch('hostApp', '/success', {});
    pages.prefetch('adminApp', '/admin', {});
    await expect(pages.get('hostApp', '/success')).resolves.toBe('/success');
    await expect(pages.get('adminApp', '/admin')).rejects.toThrow('mf-manifest.json');
  });
});
