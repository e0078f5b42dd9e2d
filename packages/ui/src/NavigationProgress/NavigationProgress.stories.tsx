import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { NavigationProgress } from './NavigationProgress';

const meta = {
  title: 'Components/NavigationProgress',
  component: NavigationProgress,
  tags: ['autodocs'],
  args: { active: true, position: 'static', delay: 0 },
  argTypes: { position: { control: 'inline-radio', options: ['fixed', 'static'] } },
  decorators: [
    (Story) => (
      <div style={{ minInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The §1 progress bar during navigation: pass `active` while a route or lazy screen loads. The bar jumps in, trickles towards the end, then fills and fades when loading ends. Screen readers get an indeterminate `role="progressbar"` named "Loading page". `position="fixed"` (default) pins it to the top of the viewport; `delay` keeps instant navigations from flashing it. With reduced motion it is a full, still bar.',
      },
    },
  },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

const barWidth = (canvasElement: HTMLElement) =>
  (canvasElement.querySelector('[data-part="bar"]') as HTMLElement).getBoundingClientRect().width;

/** Loading: the bar trickles forward. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(progress).toBeVisible();
    const first = barWidth(canvasElement);
    await waitFor(() => expect(barWidth(canvasElement)).toBeGreaterThan(first));
    await expect(barWidth(canvasElement)).toBeLessThan(progress.getBoundingClientRect().width);
  },
};

/** A simulated navigation of 1.5 s: press the button and watch the top of the page. */
export const Navigation: Story = {
  // An interaction test: its last frame depends on a timer racing the screenshot; the bar's look is in the others.
  tags: ['no-visual'],
  args: { position: 'fixed' },
  render: function Navigate(args) {
    const [active, setActive] = useState(false);
    return (
      <>
        <NavigationProgress {...args} active={active} />
        <Button
          onPress={() => {
            setActive(true);
            setTimeout(() => setActive(false), 1500);
          }}
        >
          Go to Orders
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Orders' }));
    const progress = await canvas.findByRole('progressbar', { name: 'Loading page' });
    await expect(progress.getBoundingClientRect().top).toBe(0);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-part="navigation-progress"]')).toBeNull(), {
      timeout: 3000,
    });
  },
};

/** Not loading: nothing is rendered. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="navigation-progress"]')).toBeNull();
  },
};

/** Reduced motion: a full, still bar. */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const real = window.matchMedia.bind(window);
    const spy = spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion') ? real('all') : real(query),
    );
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar');
    await expect(progress).toHaveAttribute('data-reduced-motion', 'true');
    await expect(barWidth(canvasElement)).toBeCloseTo(progress.getBoundingClientRect().width, 0);
  },
};

/** Bad input: a very long custom label (only for assistive technology). */
export const LongLabel: Story = {
  args: {
    label:
      'Loading the order details of a very long order with many parts from several shops across Accra, please wait',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: /^Loading the order details/ }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorScheme: 'dark' } };

/** Arabic: the bar grows from the right. */
export const RightToLeftArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByRole('progressbar', { name: 'جارٍ تحميل الصفحة' });
    const bar = canvasElement.querySelector('[data-part="bar"]') as HTMLElement;
    await expect(Math.round(bar.getBoundingClientRect().right)).toBe(
      Math.round(progress.getBoundingClientRect().right),
    );
  },
};
