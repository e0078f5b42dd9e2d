/**
 * Responsive sources for product images. Every JPEG, PNG or WebP uploaded through `POST /api/uploads`
 * (`/uploads/<year>/<32 hex>.<ext>`) has resized WebP variants next to it, named `<url>.w<width>.webp`
 * (apps/api/src/services/uploads.ts keeps the same widths and naming: change both together; ADR 0013). Any other
 * URL (the demo SVGs, a GIF, an external address, a `blob:` preview) is left alone.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;

const UPLOADED_RASTER = /^(?:https?:\/\/[^/?#]+)?\/uploads\/\d{4}\/[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** `sizes` for the usual slots: a product grid card (1, 2, 3 or 5 columns), the product page gallery, a thumbnail. */
export const IMAGE_SIZES = {
  card: '(min-width: 1200px) 20vw, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw',
  gallery: '(min-width: 900px) 50vw, 100vw',
  thumbnail: '40px',
} as const;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `{src, srcSet, sizes}` to spread on an `<img>`: `src` stays the original (browsers without `srcset`, and the key
 * an `onError` fallback compares), `srcSet` lists the WebP variants for uploaded raster images only.
 */
export function imageSources(url: string, sizes: string): ImageSources {
  if (!UPLOADED_RASTER.test(url)) return { src: url };
  return {
    src: url,
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${url}.w${width}.webp ${width}w`).join(', '),
    sizes,
  };
}
