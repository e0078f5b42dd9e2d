import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSources } from './imageSources';

const hex = '0123456789abcdef0123456789abcdef';

describe('imageSources', () => {
  it('lists the 320/640/1280 px WebP variants of an uploaded JPEG, PNG or WebP image', () => {
    for (const ext of ['jpg', 'png', 'webp']) {
      const url = `/uploads/2026/${hex}.${ext}`;
      expect(imageSources(url, IMAGE_SIZES.card)).toEqual({
        src: url,
        srcSet: `${url}.w320.webp 320w, ${url}.w640.webp 640w, ${url}.w1280.webp 1280w`,
        sizes: IMAGE_SIZES.card,
      });
    }
    const absolute = `https://abossey.example/uploads/2025/${hex}.jpg`;
    expect(imageSources(absolute, '40px').srcSet).toBe(
      `${absolute}.w320.webp 320w, ${absolute}.w640.webp 640w, ${absolute}.w1280.webp 1280w`,
    );
  });

  it('leaves every other URL alone: demo SVGs, GIFs, variants, external and blob URLs', () => {
    for (const url of [
      '/uploads/seed/brake-pads.svg',
      `/uploads/2026/${hex}.gif`,
      `/uploads/2026/${hex}.png.w320.webp`,
      `/uploads/2026/${hex}.png?v=2`,
      '/uploads/2026/not-a-random-name.png',
      `/uploads/2026/../${hex}.png`,
      'https://cdn.example.com/photo.jpg',
      `https://cdn.example.com/elsewhere/uploads/2026/${hex}.png`,
      'blob:http://localhost/1234',
      '',
    ])
      expect(imageSources(url, IMAGE_SIZES.card), url).toEqual({ src: url });
  });
});
