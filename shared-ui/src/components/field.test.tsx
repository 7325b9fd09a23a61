import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../tests/render';
import { Field } from './field';

describe('Field', () => {
  it('names its input by the label, the required mark outside the name', () => {
    renderWithTheme(
      <Field label="Email" htmlFor="f-email" required>
        <input id="f-email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('f-email');
    expect(screen.getByText('Email').className).toMatch(/required/);
  });

  it('draws no mark on an optional field', () => {
    renderWithTheme(
      <Field label="Note" htmlFor="f-note">
        <input id="f-note" />
      </Field>,
    );
    expect(screen.getByText('Note').className).not.toMatch(/required/);
  });
});
