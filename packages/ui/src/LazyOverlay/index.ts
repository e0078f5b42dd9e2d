export { LazyOverlay } from './LazyOverlay';
