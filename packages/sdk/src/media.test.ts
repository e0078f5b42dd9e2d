import { describe, expect, it } from 'vitest';
import { MEDIA_FIELDS, mediaOrigin, resolveMediaUrls } from './media.js';
import { responses } from './responses.js';
import { z } from './zod.js';

/** Every property name in a JSON schema, at any depth. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) propertyNames(item, into);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object')
        for (const name of Object.keys(value)) into.add(name);
      propertyNames(value, into);
    }
  return into;
}

describe('media fields', () => {
  it('names every answer field that looks like an image (uploads excepted: they are sent back in writes)', () => {
    const { uploadResponse: _upload, ...answers } = responses;
    const names = new Set<string>();
    for (const schema of Object.values(answers))
      propertyNames(z.toJSONSchema(schema, { io: 'output' }), names);
    const looksLikeMedia = [...names].filter((name) => /image|avatar|photo|logo|cover|picture/i.test(name));
    expect(looksLikeMedia.sort()).toEqual([...MEDIA_FIELDS].sort());
  });

  it('resolves server-relative paths against an absolute base only', () => {
    expect(mediaOrigin('https://abossey.example/api')).toBe('https://abossey.example');
    expect(mediaOrigin('http://localhost:3000/api/')).toBe('http://localhost:3000');
    expect(mediaOrigin('/api')).toBeNull();
    expect(mediaOrigin('api')).toBeNull();
  });

  it('rewrites media fields at any depth and leaves everything else alone', () => {
    const body = {
      data: {
        description: '/uploads/not-a-media-field',
        images: ['/uploads/2026/a.webp', 'https://cdn.example/b.jpg', '//cdn.example/c.jpg'],
        reviews: [{ reviewUserAvatarUrl: '/uploads/avatar.png' }, { reviewUserAvatarUrl: null }],
        business: { imageUrl: '/uploads/seed/shop.svg' },
      },
    };
    expect(resolveMediaUrls(body, 'https://abossey.example')).toEqual({
      data: {
        description: '/uploads/not-a-media-field',
        images: [
          'https://abossey.example/uploads/2026/a.webp',
          'https://cdn.example/b.jpg',
          '//cdn.example/c.jpg',
        ],
        reviews: [
          { reviewUserAvatarUrl: 'https://abossey.example/uploads/avatar.png' },
          { reviewUserAvatarUrl: null },
        ],
        business: { imageUrl: 'https://abossey.example/uploads/seed/shop.svg' },
      },
    });
    expect(body.data.images[0]).toBe('/uploads/2026/a.webp');
  });
});
