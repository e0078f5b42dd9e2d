export { IMAGE_SIZES, IMAGE_VARIANT_WIDTHS, type ImageSources, imageSources } from './imageSources';
