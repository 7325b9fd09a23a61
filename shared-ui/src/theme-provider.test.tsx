import { ProConfigProvider } from '@ant-design/pro-components';
import { act, screen, waitFor } from '@testing-library/react';
import { Pagination } from 'antd';
// The ES build, as the apps are built (the theme provider gives its render function to that copy of antd).
import Modal from 'antd/es/modal';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../tests/render';

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
});
