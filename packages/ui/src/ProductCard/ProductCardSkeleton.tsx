import type { ComponentPropsWithRef } from 'react';
import { Body, Card, Footer, SkeletonBlock } from './ProductCard.styles';

export type ProductCardSkeletonProps = Omit<ComponentPropsWithRef<'div'>, 'children'>;

/**
 * Placeholder with the card's shape while products load. Hidden from assistive technology: the container that
 * holds the skeletons says what is loading (`aria-busy="true"` plus a label, or a status message).
 */
export function ProductCardSkeleton(props: ProductCardSkeletonProps) {
  return (
    <Card as="div" {...props} aria-hidden="true" data-part="product-card-skeleton">
      <SkeletonBlock data-shape="media" />
      <Body>
        <SkeletonBlock data-shape="line" style={{ inlineSize: '45%' }} />
        <SkeletonBlock data-shape="title" />
        <SkeletonBlock data-shape="title" style={{ inlineSize: '70%' }} />
        <SkeletonBlock data-shape="line" style={{ inlineSize: '55%' }} />
        <SkeletonBlock data-shape="line" style={{ inlineSize: '60%' }} />
        <Footer>
          <SkeletonBlock data-shape="price" />
          <SkeletonBlock data-shape="button" />
        </Footer>
      </Body>
    </Card>
  );
}
