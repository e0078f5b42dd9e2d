import type { ProductDetail, Review } from '@abossey/sdk';
import { ReviewsPanel, toast, useMessageTranslation } from '@abossey/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { sdk } from '../../sdk';
import { signInPath } from '../../session/RequireAuth';
import { useCurrentUser } from '../../session/useCurrentUser';
import { productQueryKey } from './productQuery';

/** The SDK's default messages for review calls, and the §8 texts the buyer sees instead. */
const FALLBACKS: Record<string, string> = {
  'Failed to rate product': 'Failed to submit review',
  'Failed to update review': 'Failed to update review',
  'Failed to delete review': 'Failed to delete review',
};

/**
 * The §2 reviews panel wired to the API: anyone signed in may write one review (§5), except members of the
 * product's shop (the API refuses them too); the author or an admin may edit or delete it. The list updates in
 * place (§4) and the product is refetched for its new average.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { tm, errorMessage } = useMessageTranslation();
  const { session, user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const location = useLocation();
  const key = productQueryKey(product.id);

  /** A failed call rejects with the translated message, which the panel shows next to the form or in the dialog. */
  const fail = (error: unknown): never => {
    const message =
      error instanceof Error && FALLBACKS[error.message]
        ? tm(FALLBACKS[error.message] as string)
        : errorMessage(error);
    throw new Error(message);
  };

  const setReviews = (change: (reviews: Review[]) => Review[]) => {
    queryClient.setQueryData<ProductDetail>(key, (old) =>
      old ? { ...old, reviews: change(old.reviews) } : old,
    );
    // The average and count are the server's to compute.
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const ownShop = Boolean(user?.business.some((shop) => shop.id === product.businessId));
  const currentUser = user ? { id: user.id, role: user.isAdmin ? ('admin' as const) : user.userType } : null;

  return (
    <>
      <ReviewsPanel
        reviews={product.reviews}
        currentUser={currentUser}
        isLoading={session !== null && isLoading}
        signInHref={signInPath(`${location.pathname}${location.search}`)}
        onCreate={
          ownShop
            ? undefined
            : async (input) => {
                const review = await sdk.products.rate(product.id, input).catch(fail);
                setReviews((reviews) => [review, ...reviews.filter((r) => r.id !== review.id)]);
                toast.success(tm('Review submitted successfully'));
              }
        }
        onUpdate={async (item, input) => {
          const review = await sdk.products.updateReview(product.id, item.id, input).catch(fail);
          setReviews((reviews) => reviews.map((r) => (r.id === review.id ? review : r)));
          toast.success(tm('Review updated successfully'));
        }}
        onDelete={async (item) => {
          await sdk.products.deleteReview(product.id, item.id).catch(fail);
          setReviews((reviews) => reviews.filter((r) => r.id !== item.id));
          toast.success(tm('Review deleted successfully'));
        }}
      />
      {ownShop ? <p>{tm('You cannot review a product of your own shop')}</p> : null}
    </>
  );
}
