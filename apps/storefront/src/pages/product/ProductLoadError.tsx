import { ErrorPanel, useMessageTranslation } from '@abossey/ui';

/** Why the product could not be loaded, in the visitor's language, with a retry. */
export function ProductLoadError({
  error,
  onRetry,
  isRetrying,
}: {
  error: Error;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  const { tm, errorMessage } = useMessageTranslation();
  return (
    <ErrorPanel
      message={
        error.message === 'Failed to fetch product' ? tm('Failed to fetch product') : errorMessage(error)
      }
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
