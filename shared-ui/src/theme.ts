import type { ThemeConfig } from 'antd';

export const partyEasyTheme: ThemeConfig = {
  token: {
    colorPrimary: '#7c3aed',
    colorSuccess: '#16a34a',
    borderRadius: 10,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
