/**
 * CORS for the public catalogue reads a partner garage's page calls from its own origin (the embeddable widgets,
 * issue 7): `Access-Control-Allow-Origin: *` on those GET routes and their OPTIONS preflight, never credentials.
 * Every other API route stays same-origin only: a preflight for it answers 404 without CORS headers, so a browser
 * refuses the cross-origin call.
 */
import type { FastifyInstance } from 'fastify';

/** The route patterns (as Fastify registers them) that answer any origin. All are anonymous GETs. */
export const PUBLIC_READ_ROUTES = [
  '/api/products',
  '/api/products/:id',
  '/api/business',
  '/api/business/:id',
  '/api/parts',
  '/api/parts/:id',
  '/api/vehicle-makes',
  '/api/search/suggest',
] as const;

const patterns = PUBLIC_READ_ROUTES.map(
  (route) => new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);
const PUBLIC_ROUTE_SET: ReadonlySet<string> = new Set(PUBLIC_READ_ROUTES);

/** Whether a concrete path (no query) is one of the public reads. */
export function isPublicReadPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** Headers a widget may send (`Authorization` is not one: cross-origin calls are anonymous). */
const ALLOWED_HEADERS = 'Accept, Accept-Language, Content-Type';

/** Adds the hooks and the preflight route on the root instance (call before the API routes are registered). */
export function registerPublicCors(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      PUBLIC_ROUTE_SET.has(request.routeOptions.url ?? '')
    ) {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    return payload;
  });

  // Preflight: only for the public reads; anything else gets the usual 404 (and so no CORS).
  app.options('/api/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    if (!isPublicReadPath(pathname))
      return reply.status(404).send({ message: `Route OPTIONS ${pathname} not found`, error: 'Not Found' });
    return reply
      .status(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', '86400')
      .send();
  });
}
