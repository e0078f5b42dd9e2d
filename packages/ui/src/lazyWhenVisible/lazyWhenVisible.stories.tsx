import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { lazyWhenVisible } from './lazyWhenVisible';

// A stand-in for a part below the fold (reviews, similar products, the footer) whose module loads when it is near.
const ReviewsModule = async () => ({
  default: ({ count }: { count: number }) => (
    <section aria-label="Reviews">{count} reviews from buyers who received the part.</section>
  ),
});
/** Counts the module loads; each mounted demo makes its own part, so loads are per demo. */
const loadReviews = fn(ReviewsModule);

function Demo() {
  const [Reviews] = useState(() => lazyWhenVisible(loadReviews));
  return (
    <section
      data-testid="scroller"
      aria-label="Product page"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      style={{ blockSize: 240, overflow: 'auto', border: '1px solid' }}
    >
      <p style={{ blockSize: 1200, margin: 0 }}>Brake pads (front), for a 2012 Toyota Corolla.</p>
      <Reviews count={12} />
    </section>
  );
}

const meta = {
  title: 'Utilities/lazyWhenVisible',
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component:
          "`lazyWhenVisible(() => import('./Reviews'))` makes a component for a part below the fold: the server renders it in full, and in the browser its code loads when the visitor nears it (400 px ahead), focuses into it or points at it. Until then a server-rendered part keeps the server's HTML (not hydrated); rendered in the browser (a client navigation), it loads at once. Issue 23: the script a phone downloads before the page is idle.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rendered in the browser (as here, or after a client navigation) the part loads at once; only a server-rendered part
 * waits to be seen (its server HTML shows meanwhile; `lazyWhenVisible.test.tsx` hydrates one).
 */
export const RenderedInTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Reviews' })).toBeInTheDocument());
    await expect(loadReviews).toHaveBeenCalled();
    await expect(scroller.querySelector('[data-part="when-visible"]')).toHaveAttribute('data-loaded', 'true');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Reviews' })).toBeVisible());
  },
};
