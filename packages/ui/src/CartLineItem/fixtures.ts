import { partPhoto } from '../ProductCard/fixtures';
import type { CartLineItemData } from './CartLineItem';

export const padsLine: CartLineItemData = {
  id: 1042,
  name: 'Toyota Corolla Front Brake Pads (2014–2019)',
  price: 450,
  quantity: 2,
  coverUrl: partPhoto('Brake pads'),
  shopName: 'Kwame Auto Parts — Abossey Okai',
  available: 24,
};
