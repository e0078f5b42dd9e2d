import {
  type Business,
  type BusinessInput,
  businessInput,
  DEFAULT_SHOP_COUNTRY,
  isImageUrl,
  type ShopCountry,
  shopCountries,
  UPLOAD_MAX_BYTES,
} from '@abossey/sdk';
import { z } from 'zod/mini';
import { IMAGE_TYPES, type ImageChoice } from '../../forms/ImagePicker';

/** §5 shop image: one image file (images only, at most 5 MB) or an image URL. */
const shopImage = z.object({ files: z.array(z.instanceof(File)), urls: z.array(z.string()) }).check(
  z.superRefine(({ files, urls }, ctx) => {
    if (files.length + urls.length === 0)
      ctx.addIssue({ code: 'custom', message: 'Please upload an image file' });
    else if (files.length + urls.length > 1)
      ctx.addIssue({ code: 'custom', message: 'Upload one file at a time' });
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
        ctx.addIssue({ code: 'custom', message: 'Only image files are allowed' });
      else if (file.size > UPLOAD_MAX_BYTES)
        ctx.addIssue({ code: 'custom', message: 'File must be less than 5MB' });
    }
    for (const url of urls)
      if (!isImageUrl(url)) ctx.addIssue({ code: 'custom', message: 'Image URL is required' });
  }),
);

/** The §5 shop form: the SDK's field rules and messages, with the image as a file or a URL. */
export const shopFormSchema = z.extend(z.omit(businessInput, { imageUrl: true }), { image: shopImage });

export type ShopFormValues = z.input<typeof shopFormSchema>;
export type ShopFormOutput = z.output<typeof shopFormSchema>;

export const SHOP_FIELDS = [
  'name',
  'description',
  'address',
  'gpsAddress',
  'phone',
  'email',
  'country',
] as const;

const knownCountry = (country: string | undefined): ShopCountry =>
  (shopCountries as readonly string[]).includes(country ?? '')
    ? (country as ShopCountry)
    : DEFAULT_SHOP_COUNTRY;

/** The form's starting values: empty with Ghana (§5 default) for a new shop, the shop's own when editing. */
export function shopFormDefaults(shop?: Business): ShopFormValues {
  return {
    name: shop?.name ?? '',
    description: shop?.description ?? '',
    address: shop?.address ?? '',
    gpsAddress: shop?.gpsAddress ?? '',
    phone: shop?.phone ?? '',
    email: shop?.email ?? '',
    country: knownCountry(shop?.country),
    image: { files: [], urls: shop?.imageUrl ? [shop.imageUrl] : [] } satisfies ImageChoice,
  };
}

/** The `POST/PUT /business` data once the image is a URL. */
export function toBusinessInput(
  { image: _image, ...values }: ShopFormOutput,
  imageUrl: string,
): BusinessInput {
  return { ...values, imageUrl };
}
