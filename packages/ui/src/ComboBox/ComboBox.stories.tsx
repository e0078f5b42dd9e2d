import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Select/SelectItem';
import { ComboBox } from './ComboBox';

const users = ['Ama Serwaa', 'Kofi Annan', 'Kojo Asante', 'Esi Mensah', 'Yaw Darko'].map((name, i) => ({
  id: i + 1,
  name,
}));

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'New owner',
    placeholder: 'Search users',
    defaultItems: users,
    onSelectionChange: fn(),
    isDisabled: false,
    isInvalid: false,
    children: (item: object) => {
      const user = item as (typeof users)[number];
      return <SelectItem id={user.id}>{user.name}</SelectItem>;
    },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 300, minBlockSize: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'New owner' });
    await userEvent.type(input, 'ko');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('option', { name: 'Kojo Asante' })).toBeVisible());
    // Typing opens the list, filtered to the names that contain the text.
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(body.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Kofi Annan',
        'Kojo Asante',
        'Yaw Darko',
      ]),
    );
    await userEvent.click(body.getByRole('option', { name: 'Kojo Asante' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(3);
    await waitFor(() => expect(input).toHaveValue('Kojo Asante'));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('listbox')).toHaveTextContent('No results'),
    );
  },
};

/** In French: the translated button opens every suggestion, and the empty list says so in French. */
export const French: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Afficher les suggestions/ }));
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(users.length));
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(body.getByRole('listbox')).toHaveTextContent('Aucun résultat'));
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Please select a new owner' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { ...Invalid, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  args: { label: 'المالك الجديد', placeholder: 'ابحث عن مستخدم' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('combobox', { name: 'المالك الجديد' })).toBeVisible();
  },
};
