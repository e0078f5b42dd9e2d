import { type APIRequestContext, expect } from '@playwright/test';
import { authHeader, createProductApi, DEMO, type Session, signInApi, uniqueId } from './api';

export interface PlacedOrder {
  id: number;
  orderCode: string;
}

/** The demo vendor's first shop and a fresh product in it (its own stock, so reruns never run out). */
export async function vendorProductApi(request: APIRequestContext, name = `Orders brake pad ${uniqueId()}`) {
  const vendor = await signInApi(request, DEMO.vendor);
  const shops = await request.get(`/api/business/user/${vendor.userId}`, { headers: authHeader(vendor) });
  expect(shops.ok()).toBe(true);
  const shop = ((await shops.json()).data as { id: number; name: string }[])[0];
  if (!shop) throw new Error('the demo vendor has no shop');
  const product = await createProductApi(request, vendor, shop.id, {
    name,
    description: 'A part for the order screens journeys.',
    price: 150,
    stock: 20,
  });
  return { vendor, shop, product };
}

/** A buyer's order of one unit through `POST /api/orders`, delivered to `name` (which the order searches find). */
export async function placeOrderApi(
  request: APIRequestContext,
  buyer: Session,
  productId: number,
  name: string,
): Promise<PlacedOrder> {
  const res = await request.post('/api/orders', {
    headers: authHeader(buyer),
    data: {
      data: {
        items: [{ productId, quantity: 1 }],
        delivery: {
          fullName: name,
          phone: '0241234567',
          address: '12 Ring Road',
          city: 'Accra',
          state: 'Greater Accra',
          country: 'Ghana',
        },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order as PlacedOrder;
}
