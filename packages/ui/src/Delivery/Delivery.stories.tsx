import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DeliveryEstimate } from './DeliveryEstimate';
import { DeliveryZoneSelect } from './DeliveryZoneSelect';

const meta = {
  title: 'Commerce/DeliveryEstimate',
  component: DeliveryEstimate,
  tags: ['autodocs'],
  args: { method: 'delivery', fee: 45, zone: 'ashanti', earliest: '2025-12-02', latest: '2025-12-04' },
  argTypes: {
    method: { control: 'inline-radio', options: ['delivery', 'pickup'] },
    fee: { control: 'number' },
    zone: { control: 'text' },
    earliest: { control: 'text' },
    latest: { control: 'text' },
    pickupAddress: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'How one shop’s parts reach the buyer (issue 25): the method and zone, the fee through `Money` ("Free" at 0), and the expected days as an `Intl` range in the language ("Arrives 2–4 Dec"), or where to collect. `DeliveryZoneSelect` picks a zone from the SDK’s fixed list (16 regions, then Accra’s districts), labelled in the language.',
      },
    },
  },
} satisfies Meta<typeof DeliveryEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivery to Ashanti')).toBeVisible();
    await expect(canvas.getByText('GH₵ 45.00')).toBeVisible();
    await expect(canvas.getByText('Arrives 2–4 Dec')).toBeVisible();
  },
};

/** An Accra district, across two months. */
export const AccraDistrict: Story = {
  args: { zone: 'accra-ayawaso-west', fee: 15.5, earliest: '2025-12-31', latest: '2026-01-02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivery to Ayawaso West (Accra)')).toBeVisible();
    await expect(canvas.getByText(/^Arrives 31 Dec( 2025)?\s?–\s?2 Jan( 2026)?$/)).toBeVisible();
  },
};

export const Pickup: Story = {
  args: { method: 'pickup', fee: 0, zone: null, pickupAddress: '14 Spare Parts Lane, Abossey Okai, Accra' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pickup at the shop')).toBeVisible();
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('Collect at 14 Spare Parts Lane, Abossey Okai, Accra')).toBeVisible();
  },
};

/** Arabic (RTL): the zone and the days in the language, the amount as every GH₵ amount. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('التوصيل إلى أشانتي')).toBeVisible();
    await expect(canvas.getByText('GH₵ 45.00')).toBeVisible();
  },
};

function ZonePicker() {
  const [zone, setZone] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, maxInlineSize: 360 }}>
      <DeliveryZoneSelect value={zone} onChange={(key) => setZone(key === null ? null : String(key))} />
      {zone ? (
        <DeliveryEstimate method="delivery" fee={25} zone={zone} earliest="2025-12-02" latest="2025-12-03" />
      ) : null}
    </div>
  );
}

/** `DeliveryZoneSelect`: the buyer picks an Accra district; the estimate names it. */
export const ZoneSelect: Story = {
  render: () => <ZonePicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Delivery zone/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Korle Klottey (Accra)' }));
    await expect(canvas.getByText('Delivery to Korle Klottey (Accra)')).toBeVisible();
  },
};
