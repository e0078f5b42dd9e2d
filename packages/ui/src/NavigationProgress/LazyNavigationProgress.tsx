import { lazy } from 'react';
import { LazyOverlay } from '../LazyOverlay/LazyOverlay';
import type { NavigationProgressProps } from './NavigationProgress';

const NavigationProgress = lazy(() =>
  import('./NavigationProgress').then((m) => ({ default: m.NavigationProgress })),
);

/**
 * `NavigationProgress` whose code loads with the first navigation (issue 23): until `active` first turns true the bar
 * renders nothing anyway, on the server and in the browser alike. The first bar shows once its chunk is in (it waits
 * out the apps' 100 ms `delay` too).
 */
export function LazyNavigationProgress(props: NavigationProgressProps) {
  return (
    <LazyOverlay isOpen={props.active}>
      <NavigationProgress {...props} />
    </LazyOverlay>
  );
}
