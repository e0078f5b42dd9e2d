import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to '<title> | Abossey' while the page is shown. */
export function useDocumentTitle(title: string) {
  // From the first page's `shell` namespace: the product and shop screens set their title too (issue 9).
  const { t } = useTranslation('shell');
  const full = `${title} | ${t('siteName')}`;
  useEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
