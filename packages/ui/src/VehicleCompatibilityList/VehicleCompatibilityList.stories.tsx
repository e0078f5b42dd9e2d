import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vehicles } from './fixtures';
import { VehicleCompatibilityList } from './VehicleCompatibilityList';

const meta = {
  title: 'Commerce/VehicleCompatibilityList',
  component: VehicleCompatibilityList,
  tags: ['autodocs'],
  args: { vehicles, initialMakes: 1 },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          '§2 product details "Vehicle Compatibility": a product\'s vehicles (the SDK\'s `vehicleMakes`) grouped by make, then model with its years. The first make (`initialMakes`) shows; "Show N more make(s)" / "Show Less" toggles the rest (`aria-expanded`).',
      },
    },
  },
} satisfies Meta<typeof VehicleCompatibilityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show 2 more makes' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('list', { name: 'Toyota' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Less' }));
    await expect(canvas.queryByRole('list', { name: 'Toyota' })).toBeNull();
  },
};

export const OneMoreMake: Story = {
  args: { initialMakes: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show 1 more make' })).toBeVisible();
  },
};

export const AllShown: Story = { args: { initialMakes: 5 } };

export const SingleVehicle: Story = {
  args: { vehicles: [{ vehicleMakeName: 'Kia', vehicleMakeModelName: 'Picanto', vehicleMakeYear: 2015 }] },
};

export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No compatible vehicles listed.')).toBeVisible();
  },
};

export const ManyYearsAndLongNames: Story = {
  args: {
    initialMakes: 3,
    vehicles: [
      ...Array.from({ length: 20 }, (_, i) => ({
        vehicleMakeName: 'Mercedes-Benz',
        vehicleMakeModelName: 'E-Class W212 E350 BlueEFFICIENCY Avantgarde Executive Saloon',
        vehicleMakeYear: 2000 + i,
      })),
      { vehicleMakeName: 'Land Rover', vehicleMakeModelName: '', vehicleMakeYear: Number.NaN },
    ],
  },
};

export const Dark: Story = { args: { initialMakes: 3 }, globals: { colorScheme: 'dark' } };

export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('list', { name: 'توافق المركبات' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'عرض شركتين مصنّعتين أخريين' }),
    ).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };
export const Chinese: Story = { globals: { locale: 'cn' } };
