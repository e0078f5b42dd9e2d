import {
  type CommonOptions,
  commonAttributes,
  mountWidget,
  propsOf,
  type WidgetInstance,
} from '../core/mount';
import { Cart } from './Cart';

export interface CartOptions extends CommonOptions {
  defaultOpen?: boolean | undefined;
}

/** `Abossey.mount(el, {widget: 'cart', …})`. */
export const mountCart = (target: string | Element, options: CartOptions = {}): WidgetInstance<CartOptions> =>
  mountWidget(target, options, (current, emit) => <Cart {...propsOf(current, emit)} />);

/** Options of an `<abossey-cart>` element, from its attributes (`open` starts it open). */
export const cartAttributes = (element: Element): CartOptions => ({
  ...commonAttributes(element),
  defaultOpen: element.hasAttribute('open'),
});
