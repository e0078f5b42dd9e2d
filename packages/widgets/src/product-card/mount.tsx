import {
  type CommonOptions,
  commonAttributes,
  mountWidget,
  propsOf,
  type WidgetInstance,
} from '../core/mount';
import { ProductCard } from './ProductCard';

export interface ProductCardOptions extends CommonOptions {
  productId?: number | string | undefined;
  /** `Make/Model/Year`: the card says whether the part fits it. */
  vehicle?: string | undefined;
}

/** `Abossey.mount(el, {widget: 'product-card', productId, …})`. */
export const mountProductCard = (
  target: string | Element,
  options: ProductCardOptions = {},
): WidgetInstance<ProductCardOptions> =>
  mountWidget(target, options, (current, emit) => <ProductCard {...propsOf(current, emit)} />);

/** Options of an `<abossey-product-card>` element, from its attributes. */
export const productCardAttributes = (element: Element): ProductCardOptions => ({
  ...commonAttributes(element),
  productId: element.getAttribute('product-id') ?? '',
  vehicle: element.getAttribute('vehicle') ?? undefined,
});
