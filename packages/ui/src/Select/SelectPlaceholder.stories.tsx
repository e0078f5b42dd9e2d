import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from './Select';
import { SelectItem } from './SelectItem';
import { SelectPlaceholder } from './SelectPlaceholder';

const meta = {
  title: 'Components/SelectPlaceholder',
  component: SelectPlaceholder,
  tags: ['autodocs'],
  args: { label: 'Sort By', value: 'A-Z' },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "What a closed `Select` looks like, with none of its code: label, box, value and chevron in the same space. Apps show it while a select's chunk loads after the first paint (issue 9), so nothing moves when the real select replaces it. Inert and `aria-hidden`.",
      },
    },
  },
} satisfies Meta<typeof SelectPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, value and chevron; inert and hidden from assistive technology, so nothing in it can be used. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-part="select-placeholder"]') as HTMLElement;
    await expect(placeholder).toHaveTextContent('Sort ByA-Z');
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder).toHaveAttribute('inert');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Placeholder text ("Loading…"), muted as a select's placeholder. */
export const PlaceholderText: Story = { args: { label: 'Make', value: 'Loading…', isPlaceholder: true } };

/** Beside the real `Select` with the same label and value: the same size (checked in the play function). */
export const SameSizeAsSelect: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, inlineSize: 480 }}>
      <div data-testid="placeholder">
        <SelectPlaceholder {...args} fullWidth />
      </div>
      <div data-testid="select">
        <Select label="Sort By" defaultValue="name" fullWidth>
          <SelectItem id="featured">Featured</SelectItem>
          <SelectItem id="name">A-Z</SelectItem>
        </Select>
      </div>
    </div>
  ),
  decorators: [],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder').getBoundingClientRect();
    const select = canvas.getByTestId('select').getBoundingClientRect();
    await expect(placeholder.height).toBeCloseTo(select.height, 0);
    await expect(placeholder.width).toBeCloseTo(select.width, 0);
  },
};
