import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Select/SelectItem';
import { MultiSelect } from './MultiSelect';

const makes = ['Toyota', 'Honda', 'Nissan', 'Hyundai', 'Kia', 'Mercedes-Benz', 'Ford'].map((name) => ({
  id: name,
  name,
}));

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  tags: ['autodocs'],
  args: {
    label: 'Make',
    placeholder: 'All makes',
    onChange: fn(),
    isDisabled: false,
    items: makes,
    children: (item: object) => {
      const make = item as (typeof makes)[number];
      return <SelectItem id={make.id}>{make.name}</SelectItem>;
    },
  },
  argTypes: { label: { control: 'text' }, placeholder: { control: 'text' } },
  decorators: [(Story) => <div style={{ maxInlineSize: 260, minBlockSize: 360 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'RAC `Select` with `selectionMode="multiple"`: the §2 Make / Model / Year / Category / Part filters. The trigger shows the one chosen option or "N selected"; the list stays open while choosing.',
      },
    },
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;

const OPEN_OPTION = 'Kia';
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Toyota' }));
    await userEvent.click(body.getByRole('option', { name: 'Kia' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Toyota', 'Kia']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Make/ })).toHaveTextContent('2 selected');
  },
};

export const OneSelected: Story = { args: { defaultValue: ['Toyota'] } };
export const ManySelected: Story = { args: { defaultValue: ['Toyota', 'Honda', 'Nissan'] } };

export const Open: Story = {
  args: { defaultValue: ['Honda', 'Kia'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Make/ }));
    // Query afresh each time: the popover fades in and RAC re-renders the collection.
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('option', { name: OPEN_OPTION }),
      ).toBeVisible(),
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['Toyota'] } };

export const NarrowerOptions: Story = {
  args: { label: 'Model', placeholder: 'Please select at least one make first', isDisabled: true },
};

export const Dark: Story = { ...Open, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { label: 'الشركة المصنعة', placeholder: 'كل الشركات', defaultValue: ['Toyota', 'Kia'] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: /الشركة المصنعة/ })).toHaveTextContent(
      'عنصران محددان',
    );
  },
};
