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
    const list = canvas.getByRole('list', { name: 'Vehicle compatibility' });
    await expect(within(list).getByRole('list', { name: 'Honda' })).toBeVisible();
    await expect(within(list).queryByRole('list', { name: 'Toyota' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Show 2 more makes' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const toyota = within(list).getByRole('list', { name: 'Toyota' });
    await expect(toyota).toBeVisible();
    // Models sorted, years sorted and unique.
    await expect(within(toyota).getByText('Corolla').parentElement).toHaveTextContent(
      'Corolla2014, 2015, 2016',
    );
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

/** Exactly as many makes as `initialMakes`: no toggle. */
export const AllShown: Story = {
  args: { initialMakes: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Toyota' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const SingleVehicle: Story = {
  args: { vehicles: [{ vehicleMakeName: 'Kia', vehicleMakeModelName: 'Picanto', vehicleMakeYear: 2015 }] },
};

export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No compatible vehicles listed.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
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

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Afficher 2 autres marques' }),
    ).toBeVisible();
  },
};

/** French singular ("1 autre marque"), an invalid `initialMakes` falling back to 1, and a custom `emptyText`. */
export const FrenchSingularAndFallbacks: Story = {
  tags: ['!autodocs', 'no-visual'],
  globals: { locale: 'fr' },
  render: (args) => (
    <>
      <VehicleCompatibilityList {...args} aria-label="Two first" initialMakes={2} />
      <VehicleCompatibilityList {...args} aria-label="Invalid count" initialMakes={Number.NaN} />
      <VehicleCompatibilityList {...args} vehicles={[]} emptyText="Fits all vehicles" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    await expect(buttons[0]).toHaveAccessibleName('Afficher 1 autre marque');
    await expect(buttons[1]).toHaveAccessibleName('Afficher 2 autres marques');
    await expect(buttons[1]).toHaveAttribute(
      'aria-controls',
      canvas.getByRole('list', { name: 'Invalid count' }).id,
    );
    await expect(canvas.getByText('Fits all vehicles')).toBeVisible();
  },
};
export const Chinese: Story = { globals: { locale: 'cn' } };
