export { FullScreenToggle, type FullScreenToggleProps } from './FullScreenToggle';
