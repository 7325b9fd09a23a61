import type { Preview } from '@storybook/react';
import { ThemeProvider } from '../src/theme-provider';

/** Viewports the product must work at, from a 360 px phone to a wide desktop. */
const viewports = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: viewports },
    a11y: { test: 'error' },
    backgrounds: {
      options: { page: { name: 'Page', value: '#fffaf5' }, white: { name: 'White', value: '#fff' } },
    },
  },
  initialGlobals: { backgrounds: { value: 'page' } },
};

export default preview;
