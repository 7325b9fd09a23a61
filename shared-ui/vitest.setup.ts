import '@testing-library/jest-dom/vitest';
import './src/testing/jsdom-setup';

// jsdom never ends a CSS animation, so the stories run as a user who prefers reduced motion (ThemeProvider
// then turns motion off); antd's responsive hooks also need a ResizeObserver, which jsdom lacks.
window.matchMedia = (query: string) =>
  ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
