/** Embed chunk of `<abossey-search>`: what the loader imports when the element (or `Abossey.mount`) needs it. */
export { mountSearch as mount, searchAttributes as attributes } from '../search/mount';
