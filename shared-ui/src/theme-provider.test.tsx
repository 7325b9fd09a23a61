import { ProConfigProvider } from '@ant-design/pro-components';
import { act, screen, waitFor } from '@testing-library/react';
import { Pagination, theme } from 'antd';
// The ES build, as the apps are built (the theme provider gives its render function to that copy of antd).
import Modal from 'antd/es/modal';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../tests/render';
import { partyEasyTheme } from './theme';
import { prepareTheme } from './theme-provider';

/** Hands the antd tokens it is drawn with to the test. */
function ReadToken({ into }: { into: { token?: ReturnType<typeof theme.getDesignToken> } }) {
  into.token = theme.useToken().token;
  return null;
}

afterEach(async () => {
  vi.restoreAllMocks();
  // Inside act, so that the confirm's own React root has rendered its closing before the test ends: a render of
  // that root still scheduled when the file's window was torn down failed a loaded CI run ("window is not
  // defined" in React's scheduler task).
  await act(async () => {
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

describe('ThemeProvider', () => {
  it("draws antd's own roots (static modals, wave effect) with React 19, without the compatibility warning", async () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<p>page</p>);
    act(() => {
      Modal.confirm({ title: 'Delete this booking?' });
    });
    await waitFor(() => expect(screen.getAllByText('Delete this booking?').length).toBeGreaterThan(0));
    expect(warnings.mock.calls.flat().join(' ')).not.toMatch(/v5-for-19|support React is 16 ~ 18/);
  });

  it('speaks US English to antd and pro-components (and keeps dayjs in English)', () => {
    renderWithTheme(
      <ProConfigProvider>
        <Pagination total={82} showSizeChanger showTotal={(total) => `${total} items`} />
      </ProConfigProvider>,
    );
    expect(screen.getByText('10 / page')).toBeTruthy();
    // pro-components sets dayjs's global locale from the antd locale it finds, zh-cn without one.
    expect(dayjs.locale()).toBe('en');
  });

  it("gives the page antd's tokens of the theme, derived ahead of the first render by prepareTheme", () => {
    // Motion on: a seed no other test has derived yet (the tests run as a user who prefers reduced motion).
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: false })) as typeof matchMedia;
    try {
      const derive = vi.spyOn(theme, 'defaultAlgorithm');
      prepareTheme();
      expect(derive).toHaveBeenCalledTimes(1);
      const seen: { token?: ReturnType<typeof theme.getDesignToken> } = {};
      renderWithTheme(<ReadToken into={seen} />);
      // The render reads what prepareTheme derived.
      expect(derive).toHaveBeenCalledTimes(1);
      // The very tokens of antd's default algorithm: the same class names and styles as the build-time screens.
      const expected = theme.getDesignToken(partyEasyTheme);
      expect(seen.token?.motion).toBe(true);
      for (const key of ['colorPrimary', 'colorPrimaryBg', 'fontSize', 'controlHeight', 'colorLink'] as const)
        expect(seen.token?.[key]).toBe(expected[key]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
