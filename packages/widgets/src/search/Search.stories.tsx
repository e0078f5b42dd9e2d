import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { garagePage, stubFetch } from '../test/fixtures';
import { mountSearch } from './mount';
import { Search } from './Search';

/** Stories never reach a server: a stub answers the widget's calls (the real server is Playwright's job). */
const stub = stubFetch();
const onEvent = fn((_name: string, _detail?: unknown) => false);

const meta = {
  title: 'Widgets/Search',
  component: Search,
  tags: ['autodocs'],
  args: {
    apiBase: 'https://abossey.example',
    fetch: stub.fetch,
    debounceMs: 50,
    onEvent,
    partnerRef: 'mensah-motors',
  },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'vi', 'cn', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    fetch: { table: { disable: true } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "`<abossey-search>` (issue 7): as-you-type search of the marketplace (500 ms after the last key, as the storefront; a newer query aborts the older request), grouped Shops and Products, an ARIA combobox (arrow keys, Enter, Escape). 'Please enter keywords' / 'Not found - No results found for …' / 'Failed to fetch products or shops'. A result opens the marketplace page with `ref`, unless a `select` handler cancels it. Attributes: `api-base`, `lang`, `theme`, `ref`, `shop-id`, `vehicle` (`Make/Model/Year`). In these stories `select` is cancelled so nothing navigates.",
      },
    },
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Search for shops or products' });
    await userEvent.click(input);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please enter keywords');
    await userEvent.type(input, 'toyota');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Shops' })).toBeVisible());
    await expect(canvas.getByRole('group', { name: 'Products' })).toHaveTextContent('GH₵ 450.00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input.getAttribute('aria-activedescendant')).toBe(canvas.getAllByRole('option')[0]?.id);
    await userEvent.keyboard('{Enter}');
    await expect(onEvent).toHaveBeenCalledWith(
      'select',
      expect.objectContaining({ url: 'https://abossey.example/shop/4?ref=mensah-motors' }),
    );
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'carburettor');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Not found - No results found for "carburettor"'),
    );
  },
};

export const Failed: Story = {
  args: { fetch: stubFetch({ unreachable: true }).fetch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'brake');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Failed to fetch products or shops'),
    );
  },
};

export const Dark: Story = { args: { theme: 'dark' } };

/** Right to left, Arabic text; GH₵ amounts stay left to right. */
export const Arabic: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    // The Arabic catalogue is its own chunk: the first load may take a moment on a busy machine.
    const input = await within(canvasElement).findByRole(
      'combobox',
      { name: 'ابحث عن متاجر أو منتجات' },
      { timeout: 10_000 },
    );
    await expect(input.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** One shop's parts for one vehicle: no shops group. */
export const ShopAndVehicle: Story = { args: { shopId: 3, vehicle: 'Toyota/Corolla/2015' } };

/** A bad attribute: a small translated message and an `error` event, never an exception. */
export const BadAttribute: Story = {
  args: { vehicle: 'Toyota/Corolla/next-year', lang: 'fr' },
  play: async ({ canvasElement }) => {
    // The French catalogue is its own chunk: the first load may take a moment on a busy machine.
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
          'Ce widget est mal configuré (vehicle).',
        ),
      { timeout: 10_000 },
    );
  },
};

/** The embed path: `mount()` into a plain element, rendered inside a shadow root. */
export const Mounted: Story = {
  render: (args) => (
    <div
      ref={(host) => {
        if (!host) return;
        const instance = mountSearch(host, { apiBase: args.apiBase, fetch: args.fetch, debounceMs: 50 });
        return () => instance.destroy();
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('abossey-root')?.shadowRoot;
      if (!shadow?.querySelector('input')) throw new Error('not mounted yet');
      return shadow;
    });
    await expect(root.querySelector('input')).toHaveAttribute('role', 'combobox');
  },
};

/**
 * A `vehicle` preset is a chip above the box (issue 22): before, a shopper saw only "Not found" for parts that exist
 * but not for that vehicle, and could not tell why. Removing the chip searches again for every vehicle.
 * Found by role and `data-part`, not by English words, so the play passes in any widget language.
 */
export const VehiclePreset: Story = {
  args: { vehicle: 'Honda/Civic/2016' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvasElement.querySelector('[data-part="vehicle"]');
    await expect(chip).toHaveTextContent('2016 Honda Civic');
    await userEvent.type(canvas.getByRole('combobox'), 'brake pads');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('"brake pads"'));
    await expect(canvas.queryByRole('option')).toBeNull();
    const clear = canvasElement.querySelector<HTMLElement>('[data-part="clear-vehicle"]');
    await expect(clear).toHaveAccessibleName(expect.stringContaining('2016 Honda Civic'));
    await userEvent.click(clear as HTMLElement);
    await expect(canvasElement.querySelector('[data-part="vehicle"]')).toBeNull();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
  },
};

/** The chip in Arabic, right to left; the vehicle's name keeps its order. */
export const VehiclePresetArabic: Story = {
  args: { vehicle: 'Toyota/Corolla/2015', lang: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-part="vehicle"]')).toHaveTextContent(
          'قطع غيار لـ 2015 Toyota Corolla',
        ),
      { timeout: 10_000 },
    );
  },
};

/**
 * On a garage page the box sits near the bottom and the end of a small window: the results open above it and stay
 * inside the window (`@floating-ui/dom`, docs/adr/0021). Before, they opened below, off the screen.
 */
export const NearTheWindowEdge: Story = {
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <div style={{ ...garagePage(), position: 'fixed', insetInlineEnd: 8, bottom: 8, width: 300 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'toyota');
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(0));
    const popover = canvasElement.querySelector<HTMLElement>('[data-part="popover"]') as HTMLElement;
    // Positions are computed after a frame and again as the list settles: the play waits for where it ends up.
    await waitFor(() => {
      const box = popover.getBoundingClientRect();
      expect(popover.dataset.placement).toMatch(/^top/);
      expect(box.bottom).toBeLessThanOrEqual(input.getBoundingClientRect().top);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    });
  },
};
