import { productStates } from '@abossey/sdk';
import type { ConditionFilter, ProductFilterValue } from '../FilterBar/filters';

/**
 * The filters a `FilterForm` submits, read back from its fields as a server reads the query string
 * (`make=Toyota&make=Honda&condition=Used`): for an app that handles the submit itself.
 */
export function filtersFromFormData(data: FormData | URLSearchParams): ProductFilterValue {
  const texts = (name: string) =>
    data.getAll(name).filter((value): value is string => typeof value === 'string');
  const condition = data.get('condition');
  return {
    make: texts('make'),
    model: texts('model'),
    year: texts('year'),
    category: texts('category'),
    part: texts('part'),
    condition: (productStates as readonly unknown[]).includes(condition)
      ? (condition as ConditionFilter)
      : 'all',
  };
}
