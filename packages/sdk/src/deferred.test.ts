import { describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from './auth.js';
import { deferredResource } from './deferred.js';
import { NetworkError } from './errors.js';
import type { Requester } from './request.js';
import { addressesResource } from './resources/addresses.js';
import { analyticsResource } from './resources/analytics.js';
import { businessResource } from './resources/business.js';
import { catalogueResource } from './resources/catalogue.js';
import { compatibilityResource, garageResource } from './resources/garage.js';
import { healthResource } from './resources/health.js';
import { deferredMethods } from './resources/methods.js';
import { notificationsResource } from './resources/notifications.js';
import { ordersResource } from './resources/orders.js';
import { productBulkResource } from './resources/product-bulk.js';
import { uploadsResource } from './resources/uploads.js';
import { usersResource } from './resources/users.js';

const request = vi.fn() as unknown as Requester;
const resources: Record<keyof typeof deferredMethods, object> = {
  users: usersResource(request, memoryTokenStore()),
  notifications: notificationsResource(request),
  uploads: uploadsResource(request),
  health: healthResource(request),
  business: businessResource(request),
  catalogue: catalogueResource(request),
  addresses: addressesResource(request),
  orders: ordersResource(request),
  analytics: analyticsResource(request),
  garage: garageResource(request),
  compatibility: compatibilityResource(request),
  productBulk: productBulkResource(request),
};

describe('deferredResource', () => {
  it.each(Object.entries(resources))('lists every method of %s', (name, resource) => {
    expect([...deferredMethods[name as keyof typeof deferredMethods]].sort()).toEqual(
      Object.keys(resource).sort(),
    );
  });

  it('loads the resource with its first call, once, and passes the arguments and the answer through', async () => {
    const retrieve = vi.fn(async (id: number) => ({ id }));
    const load = vi.fn(async () => ({ retrieve }));
    const resource = deferredResource(load, ['retrieve']);
    expect(load).not.toHaveBeenCalled();
    await expect(resource.retrieve(7)).resolves.toEqual({ id: 7 });
    await expect(resource.retrieve(8)).resolves.toEqual({ id: 8 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(retrieve).toHaveBeenCalledWith(8);
  });

  it('fails a call whose module did not download with a NetworkError, and tries again on the next', async () => {
    const load = vi
      .fn<() => Promise<{ list: () => Promise<string> }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ list: async () => 'listed' });
    const resource = deferredResource(load, ['list']);
    await expect(resource.list()).rejects.toBeInstanceOf(NetworkError);
    await expect(resource.list()).resolves.toBe('listed');
  });
});
