import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './native-select';

const meta = {
  title: 'Inputs/NativeSelect',
  component: NativeSelect,
  args: { id: 'service', onChange: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: 4, maxWidth: 320 }}>
      <label htmlFor="service">Service type</label>
      <NativeSelect {...args}>
        <option value="">Select a service</option>
        <option value="DJ">DJ</option>
        <option value="Bartender">Bartender</option>
      </NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesWithTheKeyboardsPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Service type') as HTMLSelectElement;
    // The theme's control height, handed to the CSS module.
    await expect(select.style.getPropertyValue('--pe-control-height')).toBe('40px');
    await userEvent.selectOptions(select, 'DJ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(select.value).toBe('DJ');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
