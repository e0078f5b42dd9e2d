import type { Business } from '@abossey/sdk';
import { RatingLine, Skeleton, vars } from '@abossey/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${vars.border.default};
  border-radius: ${vars.radius.DEFAULT};
  background: ${vars.bg.surface};
  &:focus-within {
    outline: 2px solid ${vars.focusRing};
    outline-offset: 2px;
  }
  img,
  [data-part='image'] {
    display: block;
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.bg.subtle};
  }
  [data-part='body'] {
    display: grid;
    gap: ${vars.space[1]};
    padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  }
  h2 {
    margin: 0;
    font-size: ${vars.font.size.md};
  }
  h2 a {
    color: ${vars.fg.default};
    text-decoration: none;
    outline: none;
  }
  /* The whole card is the link's click target. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: ${vars.fg.muted};
    font-size: ${vars.font.size.sm};
    overflow-wrap: anywhere;
  }
`;

/** A shop in the §2 shop list: image, name (the link to its page), rating (issue 25) and address. */
export function ShopCard({
  shop,
}: {
  shop: Pick<Business, 'id' | 'name' | 'address' | 'imageUrl' | 'rating' | 'ratings'>;
}) {
  return (
    <Card>
      {shop.imageUrl ? (
        <img src={shop.imageUrl} alt="" loading="lazy" />
      ) : (
        <div data-part="image" aria-hidden="true" />
      )}
      <div data-part="body">
        <h2>
          <Link to={`/shop/${shop.id}`}>
            <bdi>{shop.name}</bdi>
          </Link>
        </h2>
        <RatingLine rating={shop.rating ?? 0} ratings={shop.ratings ?? 0} />
        <p>
          <bdi>{shop.address}</bdi>
        </p>
      </div>
    </Card>
  );
}

export function ShopCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton variant="rect" style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <div data-part="body">
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" lines={2} />
      </div>
    </Card>
  );
}
