import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard, AddressCardGroup } from './AddressCard';
import { homeAddress, workAddress } from './fixtures';

const meta = {
  title: 'Commerce/AddressCard',
  component: AddressCard,
  tags: ['autodocs'],
  args: { address: homeAddress, onEdit: fn(), onDelete: fn(), isDeleting: false, headingLevel: 3 },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
  render: (args) => (
    <div style={{ maxInlineSize: 320 }}>
      <AddressCard {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A delivery address (§3, the SDK\'s `Address`): full name, "Default" badge, phone, address lines, city, region (`state`), country, and optional Edit / Delete. Inside `AddressCardGroup` (a react-aria `RadioGroup`) each card is a radio card for checkout\'s address choice; `value` is `String(address.id)`.',
      },
    },
  },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Ama Owusu' });
    await expect(card).toBeVisible();
    await expect(within(card).getByRole('heading', { level: 3, name: 'Ama Owusu' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await expect(canvas.getByText('Default')).toHaveAttribute('data-tone', 'accent');
    await expect(within(card).getByText('+233 24 123 4567')).toBeVisible();
    await expect(within(card).getByText('Accra, Greater Accra GA-183-8164')).toBeVisible();
    await expect(within(card).getByText('Ghana')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address of Ama Owusu' }));
    await expect(args.onEdit).toHaveBeenCalledWith(homeAddress);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete address of Ama Owusu' }));
    await expect(args.onDelete).toHaveBeenCalledWith(homeAddress);
  },
};

export const NotDefault: Story = {
  args: { address: workAddress },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Default')).toBeNull();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Deleting…' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const WithoutActions: Story = { args: { onEdit: undefined, onDelete: undefined } };

export const MinimalData: Story = {
  args: { address: { id: 3, fullName: 'Yaw Darko', address: 'Kokompe, near the Total filling station' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Yaw Darko' })).toBeVisible();
    await expect(within(canvasElement).queryByText(/Phone/)).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    address: {
      ...homeAddress,
      fullName: 'Nana Akosua Serwaa Asantewaa-Boateng Owusu-Ansah',
      address:
        'Kaneshie First Light Genuine German Spare Parts Trading Enterprise Limited, Second Floor, Opposite the Kaneshie Market Complex',
      state: 'Greater Accra Metropolitan Area',
    },
  },
};

/** Checkout's address choice: radio cards; click or arrow keys choose. */
export const Selectable: Story = {
  render: function Selectable(args) {
    const [value, setValue] = useState(String(homeAddress.id));
    return (
      <AddressCardGroup label="Delivery address" value={value} onChange={setValue}>
        <AddressCard address={homeAddress} onEdit={args.onEdit} onDelete={args.onDelete} />
        <AddressCard address={workAddress} onEdit={args.onEdit} onDelete={args.onDelete} />
        <AddressCard
          address={{
            ...workAddress,
            id: 9,
            fullName: 'Esi Mensah',
            address: 'Market Circle',
            city: 'Takoradi',
            state: 'Western',
          }}
          isDisabled
        />
      </AddressCardGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Delivery address' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toBeChecked();
    await expect(radios[0]).toHaveAccessibleName(/Ama Owusu/);
    // The actions are buttons beside the radio, not inside its label; the cards are no articles.
    await expect(
      canvas.getByRole('button', { name: 'Edit address of Kofi Boateng' }).closest('label'),
    ).toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(canvas.getByText('Suame Magazine, Block C, Shop 22'));
    await expect(radios[1]).toBeChecked();
    await expect(radios[2]).toBeDisabled();
  },
};

const onChoose = fn();

/** The choice reports `String(address.id)`, by click and by arrow keys. */
export const ChooseByClickAndArrowKeys: Story = {
  tags: ['!autodocs', 'no-visual'],
  render: function Choose() {
    const [value, setValue] = useState(String(homeAddress.id));
    return (
      <AddressCardGroup
        label="Delivery address"
        value={value}
        onChange={(next) => {
          onChoose(next);
          setValue(next);
        }}
      >
        <AddressCard address={homeAddress} />
        <AddressCard address={workAddress} />
      </AddressCardGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(canvas.getByText('Suame Magazine, Block C, Shop 22'));
    await expect(onChoose).toHaveBeenLastCalledWith('8');
    await expect(radios[1]).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(onChoose).toHaveBeenLastCalledWith('7');
    await expect(radios[0]).toBeChecked();
  },
};

export const SelectableInvalid: Story = {
  render: () => (
    <AddressCardGroup label="Delivery address" isInvalid errorMessage="Please choose a delivery address">
      <AddressCard address={homeAddress} />
      <AddressCard address={workAddress} />
    </AddressCardGroup>
  ),
};

export const Dark: Story = { ...Selectable, play: undefined, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByText('افتراضي')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعديل عنوان Ama Owusu' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Par défaut')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier l’adresse de Ama Owusu' })).toHaveTextContent(
      'Modifier',
    );
  },
};
