import type { ProductDetail, Review } from '@abossey/sdk';
import { ReviewsPanel, toast, useMessageTranslation } from '@abossey/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
 * The §2 reviews panel wired to the API: a signed-in buyer who received the product may write one review (issue 25;
 * the API says whether — `review-eligibility` — and why not: not received, or a member of the product's shop); the
 * author or an admin may edit or delete it. The list updates in place (§4); the product and its shop are refetched
 * for their new averages.
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
    queryClient.setQueryData<ProductDetail | null>(key, (old) =>
      old ? { ...old, reviews: change(old.reviews) } : old,
    );
    // The averages and counts (the product's, and the shop's from verified reviews) are the server's to compute.
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['business'] });
  };

  // Whether this user may review the product. Unknown while it loads (no button yet); if the question fails, the form
  // is offered and the server's answer to the review says why not.
  const eligibility = useQuery({
    queryKey: ['review-eligibility', product.id, user?.id] as const,
    queryFn: ({ signal }) => sdk.products.reviewEligibility(product.id, { signal }),
    enabled: Boolean(user),
    retry: false,
  });
  const canReview = eligibility.data?.canReview ?? true;
  const currentUser = user ? { id: user.id, role: user.isAdmin ? ('admin' as const) : user.userType } : null;

  return (
    <ReviewsPanel
      reviews={product.reviews}
      currentUser={currentUser}
      isLoading={session !== null && isLoading}
      signInHref={signInPath(`${location.pathname}${location.search}`)}
      canReview={canReview}
      cannotReviewMessage={eligibility.data?.reason ? tm(eligibility.data.reason) : undefined}
      onCreate={
        eligibility.isLoading
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
  );
}
