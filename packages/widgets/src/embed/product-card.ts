/** Embed chunk of `<abossey-product-card>`. */
export { mountProductCard as mount, productCardAttributes as attributes } from '../product-card/mount';
