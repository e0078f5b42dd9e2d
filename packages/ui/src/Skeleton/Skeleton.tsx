import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { SkeletonLines, StyledSkeleton } from './Skeleton.styles';

export const skeletonVariants = ['text', 'rect', 'circle'] as const;
export type SkeletonVariant = (typeof skeletonVariants)[number];

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /** `text` (a line of text, default), `rect` (image, card) or `circle` (avatar). Rendered as `data-variant`. */
  variant?: SkeletonVariant;
  /** CSS length or px number. Text and rect default to 100%, circle to 2.5rem. */
  width?: number | string;
  /** CSS length or px number. Circle defaults to its width. */
  height?: number | string;
  /** Text only: number of lines (the last one shorter). Default 1. */
  lines?: number;
  /** `pulse` (default; off under `prefers-reduced-motion`) or `none`. */
  animation?: 'pulse' | 'none';
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder shape shown while content loads. Purely visual (`aria-hidden`): the region that is loading
 * should carry `aria-busy="true"` (and, if useful, a visually hidden "Loading…").
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  lines = 1,
  animation = 'pulse',
  style,
  ...props
}: SkeletonProps) {
  const sizes = {
    ...(width !== undefined ? { '--_width': length(width) } : {}),
    ...(height !== undefined ? { '--_height': length(height) } : {}),
  } as CSSProperties;
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonLines aria-hidden="true" data-part="skeleton" style={{ ...sizes, ...style }} {...props}>
        {Array.from({ length: lines }, (_, i) => (
          // Identical placeholders: the index is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list that never reorders
          <StyledSkeleton key={i} data-variant="text" data-animation={animation} />
        ))}
      </SkeletonLines>
    );
  }
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-part="skeleton"
      data-variant={variant}
      data-animation={animation}
      style={{ ...sizes, ...style }}
      {...props}
    />
  );
}
