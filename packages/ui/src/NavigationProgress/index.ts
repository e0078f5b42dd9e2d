export { LazyNavigationProgress } from './LazyNavigationProgress';
export { NavigationProgress, type NavigationProgressProps } from './NavigationProgress';
