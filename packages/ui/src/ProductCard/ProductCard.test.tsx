import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { brakePads } from './fixtures';
import { ProductCard } from './ProductCard';
import { stockLevel } from './stock';

// Everything else is checked by the stories in Chromium (ProductCard.stories.tsx).
describe('ProductCard', () => {
  // Not a story: in Storybook an /uploads/ URL does not exist, and the failed load replaces the <img> with the
  // placeholder before its attributes can be read.
  it('offers the WebP variants of an uploaded photo sized for the grid columns', () => {
    const url = '/uploads/2026/0123456789abcdef0123456789abcdef.png';
    renderWithProviders(<ProductCard product={{ ...brakePads, images: [url] }} />);
    const image = within(screen.getByRole('article', { name: brakePads.name })).getByRole('img', {
      name: brakePads.name,
    });
    expect(image).toHaveAttribute('src', url);
    expect(image).toHaveAttribute(
      'srcset',
      `${url}.w320.webp 320w, ${url}.w640.webp 640w, ${url}.w1280.webp 1280w`,
    );
    expect(image).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
    );
  });
});

describe('stockLevel', () => {
  it('is out at 0 or unknown, low at or below the threshold, in above it', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-3)).toBe('out');
    expect(stockLevel(Number.NaN)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
    expect(stockLevel(6, 10)).toBe('low');
  });
});
