import {
  type CommonOptions,
  commonAttributes,
  mountWidget,
  propsOf,
  type WidgetInstance,
} from '../core/mount';
import { Search } from './Search';

export interface SearchOptions extends CommonOptions {
  shopId?: number | string | undefined;
  vehicle?: string | undefined;
  debounceMs?: number | undefined;
}

/** `Abossey.mount(el, {widget: 'search', …})`. */
export const mountSearch = (
  target: string | Element,
  options: SearchOptions = {},
): WidgetInstance<SearchOptions> =>
  mountWidget(target, options, (current, emit) => <Search {...propsOf(current, emit)} />);

/** Options of an `<abossey-search>` element, from its attributes. */
export const searchAttributes = (element: Element): SearchOptions => ({
  ...commonAttributes(element),
  shopId: element.getAttribute('shop-id') ?? undefined,
  vehicle: element.getAttribute('vehicle') ?? undefined,
});
