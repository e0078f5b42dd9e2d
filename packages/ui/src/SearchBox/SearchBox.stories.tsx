import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Components/SearchBox',
  component: SearchBox,
  tags: ['autodocs'],
  args: {
    label: 'Search parts',
    placeholder: 'Brake pads, filters…',
    onChange: fn(),
  },
  argTypes: { label: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search parts' });
    await userEvent.type(input, 'hilux');
    await expect(args.onChange).toHaveBeenLastCalledWith('hilux');
    await expect(input).toHaveFocus();
  },
};

/** Controlled, as the product list uses it: the text lives in the page's state. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = useState('brake corolla');
    return <SearchBox {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search parts' });
    await expect(input).toHaveValue('brake corolla');
    await userEvent.clear(input);
    await userEvent.type(input, 'filter');
    await expect(input).toHaveValue('filter');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Spark plugs' } };

export const LongLabel: Story = {
  args: {
    label: 'Search every shop in Abossey Okai for the part, the make, the model or the part number',
    defaultValue: 'Front suspension lower control arm with ball joint for a 2015 Toyota Corolla',
  },
};
