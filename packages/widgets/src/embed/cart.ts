/** Embed chunk of `<abossey-cart>`. */
export { cartAttributes as attributes, mountCart as mount } from '../cart/mount';
