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
    await expect(canvas.getByRole('button', { name: /Make/ })).toHaveTextContent('All makes');
    await userEvent.click(canvas.getByRole('button', { name: /Make/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Toyota' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Toyota']);
    // The list stays open while choosing, and allows several options.
    await expect(body.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(body.getByRole('option', { name: 'Kia' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['Toyota', 'Kia']);
    await waitFor(() =>
      expect(body.getByRole('option', { name: 'Toyota' })).toHaveAttribute('data-selected', 'true'),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: /Make/ })).toHaveTextContent('2 selected');
  },
};

export const OneSelected: Story = {
  args: { defaultValue: ['Toyota'] },
  play: async ({ canvasElement }) => {
    // One chosen option is shown by name.
    await expect(within(canvasElement).getByRole('button', { name: /Make/ })).toHaveTextContent('Toyota');
  },
};
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

/** In French: one chosen option by name, the count translated ("2 sélectionnés"), and deselecting reports []. */
export const French: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = () => canvas.getByRole('button', { name: /Make/ });
    const choose = async (name: string) => {
      await userEvent.click(trigger());
      await userEvent.click(await body.findByRole('option', { name }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    };
    await choose('Kia');
    await expect(trigger()).toHaveTextContent('Kia');
    await choose('Nissan');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Kia', 'Nissan']);
    await expect(trigger()).toHaveTextContent('2 sélectionnés');
    await choose('Kia');
    await choose('Nissan');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(trigger()).toHaveTextContent('All makes');
  },
};

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
