import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { Heading, Panel, Paragraph } from './prose';

describe('prose', () => {
  it('draws a heading of the level asked for, an h1 by default, with the attributes given', () => {
    renderWithTheme(
      <>
        <Heading>About PartyEasy</Heading>
        <Heading level={2} id="how">
          How it works
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About PartyEasy');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toHaveAttribute('id', 'how');
  });

  it('gives a paragraph the secondary colour only when asked', () => {
    renderWithTheme(
      <>
        <Paragraph>Plain</Paragraph>
        <Paragraph secondary>Effective 1 November 2026</Paragraph>
      </>,
    );
    const plain = screen.getByText('Plain');
    const secondary = screen.getByText('Effective 1 November 2026');
    expect(plain.tagName).toBe('P');
    expect(secondary.className).not.toBe(plain.className);
  });

  it('titles a panel with a heading of its level (h3 by default) above its content', () => {
    renderWithTheme(
      <>
        <Panel title="Step 1: Create your listing">Seven guided steps.</Panel>
        <Panel title="For hosts" headingLevel={2}>
          Browse approved vendors.
        </Panel>
        <Panel>24/7</Panel>
      </>,
    );
    const step = screen.getByRole('heading', { level: 3, name: 'Step 1: Create your listing' });
    expect(step.parentElement?.nextElementSibling).toHaveTextContent('Seven guided steps.');
    expect(screen.getByRole('heading', { level: 2, name: 'For hosts' })).toBeInTheDocument();
    // Without a title, no title bar: the content alone.
    expect(screen.getByText('24/7').parentElement?.children).toHaveLength(1);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });
});
