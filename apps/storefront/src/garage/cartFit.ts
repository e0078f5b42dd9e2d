import type { Fit } from '@abossey/sdk';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { productQueryOptions } from '../pages/product/productQuery';
import { useFit } from './garage';

/** "A, B and C" in the buyer's language. */
function listOf(names: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language === 'cn' ? 'zh-CN' : language, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * Whether each cart line fits the active vehicle: the products are read (shared with the product page's cache) only
 * while there is an active vehicle. `notFitting` names the lines the sellers do not list for it.
 */
export function useCartFits(lines: readonly { id: number; name: string }[]) {
  const { i18n } = useTranslation();
  const { vehicle, label, fitOf } = useFit();
  const products = useQueries({
    queries: vehicle ? lines.map((line) => ({ ...productQueryOptions(line.id), staleTime: 60_000 })) : [],
  });
  const fits = new Map<number, Fit>();
  lines.forEach((line, index) => {
    const product = products[index]?.data;
    const fit = product ? fitOf(product) : undefined;
    if (fit) fits.set(line.id, fit);
  });
  const notFitting = lines.filter((line) => fits.get(line.id) === 'doesNotFit');
  return {
    label,
    fits,
    notFitting,
    notFittingNames: listOf(
      notFitting.map((line) => line.name),
      i18n.language,
    ),
  };
}
