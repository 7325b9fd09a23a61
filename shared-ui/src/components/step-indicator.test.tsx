import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { StepIndicator } from './step-indicator';

const steps = ['Welcome', 'Basic Information', 'Location', 'Photos', 'Packages', 'Add-ons', 'Review'].map(
  (title) => ({ key: title, title }),
);

describe('StepIndicator', () => {
  it.each([
    [0, 'Step 1 of 7', '14'],
    [3, 'Step 4 of 7', '57'],
    [6, 'Step 7 of 7', '100'],
  ])('step index %i reads %s with a %s%% progress bar', (current, text, percent) => {
    renderWithTheme(<StepIndicator steps={steps} current={current} title="Vendor Setup" />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vendor Setup' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
  });
});
