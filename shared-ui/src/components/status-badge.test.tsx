import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['pending_approval', 'onboarding', 'Under Review'],
    ['approved', 'onboarding', 'Live & Active'],
    ['pending_approval', 'admin', 'Pending'],
    ['edit_listing', 'admin', 'Editing'],
    ['approved', 'admin', 'Approved'],
    ['rejected', 'admin', 'Rejected'],
  ] as const)('vendor status %s in %s reads %s', (status, context, label) => {
    renderWithTheme(<StatusBadge kind="vendor" status={status} context={context} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Pending'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
  ])('booking status %s reads %s', (status, label) => {
    renderWithTheme(<StatusBadge kind="booking" status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows unknown values as raw text', () => {
    renderWithTheme(<StatusBadge kind="vendor" status="on_hold" />);
    expect(screen.getByText('on_hold')).toBeInTheDocument();
  });

  it('shows nothing without a status', () => {
    const { container } = renderWithTheme(<StatusBadge kind="booking" status={null} />);
    expect(container.textContent).toBe('');
  });
});
