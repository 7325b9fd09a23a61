/**
 * Vitest setup shared by the apps' component tests (jsdom): unmount after each test, the browser APIs
 * antd reads that jsdom lacks, and a patient `findBy*` — lazy pages and first antd renders can take
 * seconds on a busy 2-core machine, and a test must not fail for that.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
