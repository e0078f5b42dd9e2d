/**
 * Does a client generated from `/api/openapi.json` agree with `@abossey/sdk`? `test/openapi-clients.test.ts` writes
 * the document's types with openapi-typescript to `generated/openapi.ts` (git-ignored) and type-checks this file
 * with `tsc -p apps/api/openapi-check`. Each line is an assignability check: what the document promises a generated
 * client (an answer) must be a value the SDK's type accepts, and what the SDK sends (a request body) must be a value
 * the document accepts. A schema change that breaks either direction fails the API tests.
 */
import type {
  AuthSession,
  LoginCredentials,
  OrderCreateBody,
  OrderDetail,
  OrderListResponse,
  ProductBulkInput,
  ProductBulkResult,
  ProductCreateInput,
  ProductDetail,
  ProductListResponse,
  UserProfile,
} from '@abossey/sdk';
import type { paths } from './generated/openapi.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON body the document gives for `status` of `method path`. */
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? Json<R[S]>
    : never
  : never;
/** The JSON request body the document takes for `method path`. */
type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer B;
}
  ? Json<NonNullable<B>>
  : never;

/** Compiles only when `From` is assignable to `To` (and neither is `never`, which would pass vacuously). */
type Assignable<From, To> = [From] extends [never]
  ? false
  : [To] extends [never]
    ? false
    : [From] extends [To]
      ? true
      : false;
const agree = <_ extends true>() => {};

// Answers: what a generated client receives, the SDK's types accept.
agree<Assignable<Answer<'/api/products', 'get', 200>, ProductListResponse>>();
agree<Assignable<Answer<'/api/products/{id}', 'get', 200>, { data: ProductDetail }>>();
agree<Assignable<Answer<'/api/orders/{id}', 'get', 200>, { data: OrderDetail }>>();
agree<Assignable<Answer<'/api/orders', 'get', 200>, OrderListResponse>>();
agree<Assignable<Answer<'/api/login', 'post', 200>, { data: AuthSession }>>();
agree<Assignable<Answer<'/api/users/{id}', 'put', 200>, { data: UserProfile }>>();
agree<Assignable<Answer<'/api/products/bulk', 'post', 200>, { data: ProductBulkResult }>>();

// Requests: what the SDK sends, the document accepts.
agree<Assignable<{ data: LoginCredentials }, RequestBody<'/api/login', 'post'>>>();
agree<Assignable<{ data: OrderCreateBody['data'] }, RequestBody<'/api/orders', 'post'>>>();
agree<Assignable<{ data: ProductCreateInput }, RequestBody<'/api/products', 'post'>>>();
agree<Assignable<{ data: ProductBulkInput }, RequestBody<'/api/products/bulk', 'post'>>>();
