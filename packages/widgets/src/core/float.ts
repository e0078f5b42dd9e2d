import { autoUpdate, computePosition, flip, offset, type Placement, shift, size } from '@floating-ui/dom';
import { type RefObject, useLayoutEffect } from 'react';

/** Space kept between a popover and the edges of the host page's window. */
const EDGE_PX = 8;

interface FloatOptions {
  /** Where it goes when there is room: `bottom-start` (start follows `dir`) or `bottom`. */
  placement: Placement;
  /** Gap between the reference and the popover. */
  gap: number;
  /** Height it never grows past (less when the window has less room). */
  maxHeight: number;
  /** As wide as the reference (a combobox's list). */
  matchWidth?: boolean;
}

/**
 * Keeps a widget's popover (the search's results, the cart's panel) next to its reference and inside the host page's
 * window (`@floating-ui/dom`, docs/adr/0021): below when there is room, above when there is more room there (`flip`),
 * slid sideways to stay on screen (`shift`), and never taller than the room it has (`size`). Fixed positioning, so a
 * host container with `overflow: hidden` does not clip it. While open it follows scrolling and resizing (`autoUpdate`).
 * Until the first position is computed, the widget's CSS places it below its reference as before.
 * The popover gets `data-placement` (`bottom…`/`top…`), which the stories assert.
 */
export function useFloat(
  open: boolean,
  reference: RefObject<Element | null>,
  floating: RefObject<HTMLElement | null>,
  { placement, gap, maxHeight, matchWidth = false }: FloatOptions,
): void {
  useLayoutEffect(() => {
    const anchor = reference.current;
    const popover = floating.current;
    if (!open || !anchor || !popover) return;
    let live = true;
    const update = () =>
      computePosition(anchor, popover, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(gap),
          flip({ padding: EDGE_PX }),
          shift({ padding: EDGE_PX }),
          size({
            padding: EDGE_PX,
            apply({ availableHeight, availableWidth, rects }) {
              Object.assign(popover.style, {
                maxHeight: `${Math.max(0, Math.min(maxHeight, availableHeight))}px`,
                maxWidth: `${Math.max(0, availableWidth)}px`,
                ...(matchWidth ? { width: `${rects.reference.width}px` } : {}),
              });
            },
          }),
        ],
      }).then((position) => {
        if (!live) return;
        Object.assign(popover.style, {
          position: 'fixed',
          left: `${position.x}px`,
          top: `${position.y}px`,
          right: 'auto',
          bottom: 'auto',
        });
        popover.dataset.placement = position.placement;
      });
    const stop = autoUpdate(anchor, popover, update);
    return () => {
      live = false;
      stop();
    };
  }, [open, reference, floating, placement, gap, maxHeight, matchWidth]);
}
