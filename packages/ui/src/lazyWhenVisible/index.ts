export { lazyWhenVisible } from './lazyWhenVisible';
