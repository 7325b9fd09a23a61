import { theme as antdTheme, ConfigProvider, type ThemeConfig } from 'antd';
import { unstableSetRender } from 'antd/es/config-provider/UnstableContext';
import enUS from 'antd/es/locale/en_US';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { partyEasyTheme } from './theme';
import { type RunToast, type ToastApis, ToastContext } from './toast-context';

/**
 * antd 5 draws its wave effect, static modals and messages into their own roots with a React 18 API that
 * React 19 no longer has (it warns, 'antd v5 support React is 16 ~ 18'): give it React 19's createRoot, as
 * antd's own React 19 patch package does, without importing antd's whole barrel as that package would.
 */
unstableSetRender((node, container) => {
  const host = container as Element & { _partyEasyRoot?: Root };
  host._partyEasyRoot ??= createRoot(container);
  const root = host._partyEasyRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._partyEasyRoot;
  };
});

const ToastHost = lazy(() => import('./toast-host'));

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
  );
}

/**
 * Holds the toasts of `useToaster`. Their antd holders (`toast-host.tsx`) load on the first toast or the
 * first key press or pointer press, whichever comes first, so no first visit pays for them; a toast asked
 * for before then waits in order for the holders.
 */
function Toasts({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const apis = useRef<ToastApis | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => region.current ?? document.body, []);
  const waiting = useRef<((apis: ToastApis) => void)[]>([]);

  const run = useCallback<RunToast>((operation) => {
    if (apis.current) {
      operation(apis.current);
      return;
    }
    waiting.current.push(operation);
    setWanted(true);
  }, []);

  const onReady = useCallback((ready: ToastApis) => {
    apis.current = ready;
    for (const operation of waiting.current.splice(0)) operation(ready);
  }, []);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true });
    };
  }, [wanted]);

  return (
    <ToastContext.Provider value={run}>
      {children}
      {/* The toasts are put into this live region, which is in the page from the start: a region added
          together with its text is often not read out. Errors inside it are alerts (read at once). */}
      <div ref={region} aria-live="polite" data-testid="toast-region">
        {wanted && (
          <Suspense fallback={null}>
            <ToastHost onReady={onReady} getContainer={getContainer} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}

/** The page's base text (what antd's `App` gives its children): the theme's colour, size and font. */
function BaseText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}

type Algorithm = typeof antdTheme.defaultAlgorithm;

const mapTokens = new Map<string, ReturnType<Algorithm>>();

/**
 * antd's default algorithm, its result kept per seed: the colour palettes and sizes it derives from the
 * theme's seed tokens take longer than a React render slice, so `prepareTheme` computes them before the first
 * render, in a task of its own (docs/adr/0011-start-up-in-small-tasks.md). The same tokens either way, so
 * the same class names and the same styles as the build-time first screens.
 */
const rememberedAlgorithm: Algorithm = (seed) => {
  const key = JSON.stringify(seed);
  let tokens = mapTokens.get(key);
  if (!tokens) {
    tokens = antdTheme.defaultAlgorithm(seed);
    mapTokens.set(key, tokens);
  }
  return tokens;
};

function themeConfig(): ThemeConfig {
  const theme = prefersReducedMotion()
    ? { ...partyEasyTheme, token: { ...partyEasyTheme.token, motion: false } }
    : partyEasyTheme;
  return { ...theme, algorithm: rememberedAlgorithm };
}

/**
 * Derives the theme's tokens ahead of the first render (the shell's start calls it in a task of its own), so
 * that `ThemeProvider`'s first render only reads them.
 */
export function prepareTheme() {
  antdTheme.getDesignToken(themeConfig());
}

/**
 * One antd theme for every remote, and the holder of the toasts (`useToaster`), capped at the spec's 20
 * at once. Animations are off for users who ask for reduced motion. The shell mounts it once around the
 * router; remotes running standalone mount their own. The locale is US English, given explicitly: antd
 * falls back to it by itself (the same module, so no second copy), but pro-components does not: without a
 * locale its tables, forms and dates turn Chinese (it even switches dayjs's global locale to zh-cn).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useMemo(themeConfig, []);
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <BaseText>
        <Toasts>{children}</Toasts>
      </BaseText>
    </ConfigProvider>
  );
}
