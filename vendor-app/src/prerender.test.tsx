import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderPages } from './prerender';

beforeEach(() => vi.stubEnv('NODE_ENV', 'production'));
afterEach(() => vi.unstubAllEnvs());

describe('prerenderPages', () => {
  it("is /vendor-landingpage's hero with its antd styles: title, pitch and a start link that works without the app", () => {
    const [landing, ...others] = prerenderPages();
    expect(others).toEqual([]);
    expect(landing!.path).toBe('/vendor-landingpage');
    expect(landing!.inert).toBe(false);
    const holder = document.createElement('div');
    holder.innerHTML = landing!.html;
    expect(holder.querySelector('h1')?.textContent).toBe('Grow your event business');
    expect(holder.querySelector('a')?.textContent).toBe('Join as a Vendor');
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/host/booking/start');
    expect(landing!.style).toContain('.ant-btn');
    expect(landing!.style).toContain('.ant-typography');
  });
});
