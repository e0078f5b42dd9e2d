import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    await expect(input).toHaveAttribute('type', 'search');
    await expect(input).toHaveAttribute('placeholder', 'Brake pads, filters…');
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

/** A given id and name are kept (the label still names the input); other input attributes pass through. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Spark plugs', id: 'q', name: 'q' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search parts' });
    await expect(input).toHaveAttribute('id', 'q');
    await expect(input).toHaveAttribute('name', 'q');
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Spark plugs');
  },
};

/** Enter submits the surrounding form once, with the typed text under the input's name. */
export const SubmitsForm: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { name: 'q' },
  render: function SubmitsForm(args) {
    const [searches, setSearches] = useState<string[]>([]);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearches((list) => [...list, String(new FormData(event.currentTarget).get('q'))]);
        }}
      >
        <SearchBox {...args} />
        <output>Searches: {searches.join(' | ')}</output>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search parts' }), 'oil filter{Enter}');
    await waitFor(() =>
      expect(canvasElement.querySelector('output')).toHaveTextContent(/^Searches: oil filter$/),
    );
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Search every shop in Abossey Okai for the part, the make, the model or the part number',
    defaultValue: 'Front suspension lower control arm with ball joint for a 2015 Toyota Corolla',
  },
};
