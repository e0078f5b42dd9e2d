/**
 * Test data through the real API, for specs that need accounts, shops or products of their own (so every spec can run
 * again and again on the same server), and a way to put a session into the browser without the sign-in form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

export interface Session {
  auth_token: string;
  userId: number;
  userType: string;
}

export const DEMO = {
  admin: { email: 'admin@abossey.test', password: 'Admin1234' },
  vendor: { email: 'vendor@abossey.test', password: 'Vendor1234' },
  customer: { email: 'customer@abossey.test', password: 'Customer1234' },
} as const;

export const uniqueId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

export const signInApi = async (request: APIRequestContext, who: { email: string; password: string }) =>
  dataOf<Session>(await request.post('/api/login', { data: { data: who } }));

/**
 * The newest link to `path` (e.g. `/auth/confirm`) mailed to `email`, read from the embedded server's outbox
 * (DATA_DIR/outbox/*.json); waits up to 10 s for the mail to be written.
 */
export async function mailedLink(email: string, path: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const pattern = new RegExp(`https?://\\S+${path}\\?token=[^\\s]+`);
  for (let attempt = 0; attempt < 40; attempt++) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
    } catch {}
    for (const name of names) {
      const mail = JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; text: string };
      const link = mail.to.toLowerCase() === email.toLowerCase() ? pattern.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail with a ${path} link to ${email} in ${outbox}`);
}

/** The token of the newest sign-up confirmation link mailed to `email`. */
const confirmTokenFor = async (email: string) =>
  new URL(await mailedLink(email, '/auth/confirm')).searchParams.get('token') ?? '';

/**
 * Signs an account up through the API as a person would (ADR 0005): `POST /api/register` (202), the link from the
 * mail, `POST /api/register/confirm`. Returns the session the confirmation answers.
 */
export async function registerApi(
  request: APIRequestContext,
  account: { email: string } & Record<string, unknown>,
): Promise<Session> {
  const started = await request.post('/api/register', { data: { data: account } });
  expect(started.status(), await started.text()).toBe(202);
  const token = await confirmTokenFor(account.email);
  return dataOf<Session>(await request.post('/api/register/confirm', { data: { data: { token } } }));
}

/** A brand-new account (customer unless asked), signed up through the API. */
export async function signUpApi(
  request: APIRequestContext,
  userType: 'customer' | 'vendor' = 'customer',
): Promise<Session & { email: string; password: string }> {
  const id = uniqueId();
  const account = {
    firstName: 'Ama',
    lastName: `Tester${id.slice(-4)}`,
    email: `ama.${id}@example.com`,
    username: `ama_${id}`,
    password: 'Abossey2026',
    userType,
  };
  const session = await registerApi(request, account);
  return { ...session, email: account.email, password: account.password };
}

/** Puts a session where the apps keep it (the §4 localStorage keys), as a sign-in would. */
export async function useSession(page: Page, session: Session) {
  await page.goto('/privacy-policy');
  await page.evaluate((s) => {
    localStorage.setItem('accessToken', s.auth_token);
    localStorage.setItem('userId', String(s.userId));
    localStorage.setItem('userType', s.userType);
  }, session);
}

export const authHeader = (session: Session) => ({ authorization: `Bearer ${session.auth_token}` });

/** A shop of `owner` through `POST /api/business`. */
export async function createShopApi(
  request: APIRequestContext,
  owner: Session,
  fields: { name: string; description: string },
): Promise<{ id: number }> {
  return dataOf(
    await request.post('/api/business', {
      headers: authHeader(owner),
      data: {
        value: fields.name,
        data: {
          ...fields,
          address: 'Abossey Okai, Accra',
          phone: '0241234567',
          country: 'Ghana',
          imageUrl: '/uploads/seed/shop-1.svg',
        },
      },
    }),
  );
}

/** A product in `shopId` through `POST /api/products`, for the first part and vehicle of the catalogue. */
export async function createProductApi(
  request: APIRequestContext,
  owner: Session,
  shopId: number,
  fields: { name: string; description: string; price?: number; stock?: number },
): Promise<{ id: number; name: string }> {
  const parts = await dataOf<{ id: number }[]>(await request.get('/api/parts'));
  const vehicles = await dataOf<{ id: number }[]>(await request.get('/api/vehicle-makes'));
  return dataOf(
    await request.post('/api/products', {
      headers: authHeader(owner),
      data: {
        data: {
          price: 120,
          stock: 5,
          ...fields,
          partId: parts[0]?.id,
          vehicleMakeIds: [vehicles[0]?.id],
          businessId: shopId,
          images: ['/uploads/seed/shop-1.svg'],
        },
      },
    }),
  );
}

/**
 * `buyer` buys one unit of `productId` (`POST /api/orders`, delivered to a typed address) and the shop's `vendor`
 * moves its part of the order along to delivered, as a shop does (`PUT /api/orders/{id}/status`): afterwards the
 * buyer has received the part and may review it (issue 25). Returns the order's id.
 */
export async function receivedOrderApi(
  request: APIRequestContext,
  buyer: Session,
  vendor: Session,
  productId: number,
): Promise<number> {
  const placed = await dataOf<{ order: { id: number } }>(
    await request.post('/api/orders', {
      headers: authHeader(buyer),
      data: {
        data: {
          items: [{ productId, quantity: 1 }],
          delivery: {
            fullName: 'Ama Tester',
            phone: '0241234567',
            address: '12 Ring Road',
            city: 'Accra',
            state: 'Greater Accra',
            country: 'Ghana',
          },
        },
      },
    }),
  );
  for (const status of ['processing', 'pending_delivery', 'delivered'])
    await dataOf(
      await request.put(`/api/orders/${placed.order.id}/status`, {
        headers: authHeader(vendor),
        data: { data: { status } },
      }),
    );
  return placed.order.id;
}
