import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CartLineItem, lineTotal } from './CartLineItem';
import { padsLine } from './fixtures';

describe('lineTotal', () => {
  it('multiplies in whole pesewas', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(Number.NaN, 3)).toBeNaN();
  });
});

// Everything else is checked by the stories. This stays here: in a browser the uploaded photo's URL would not load,
// and the line would swap it for the placeholder before its srcset could be read.
describe('CartLineItem', () => {
  it('offers the WebP variants of an uploaded photo at thumbnail size, and no srcset for other images', () => {
    const url = '/uploads/2026/0123456789abcdef0123456789abcdef.jpg';
    const { container, rerender } = renderWithProviders(
      <CartLineItem item={{ ...padsLine, coverUrl: url }} />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', url);
    expect(img).toHaveAttribute(
      'srcset',
      `${url}.w320.webp 320w, ${url}.w640.webp 640w, ${url}.w1280.webp 1280w`,
    );
    expect(img).toHaveAttribute('sizes', '40px');
    rerender(<CartLineItem item={padsLine} />);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
  });
});
