import { navAudienceOf, type UserType } from '@abossey/sdk';

/** §6: who may open a console path. Every console path needs a sign-in; these lists say which roles. */
const ADMIN_ONLY = [
  '/admin-dashboard',
  '/orders',
  '/deliveries',
  '/user-management',
  '/shop-management',
  '/search-synonyms',
];
const VENDOR_ONLY = ['/dashboard', '/shop/orders'];
const ADMIN_OR_VENDOR = [
  '/shop-upload',
  '/shop-edit',
  '/product-upload',
  '/product/new',
  '/product',
  '/products',
];

const under = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The roles allowed on a console path (longest matching prefix wins), or undefined for any signed-in user. */
function rolesFor(pathname: string): readonly UserType[] | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (ADMIN_ONLY.some((p) => under(p, path))) return ['admin'];
  if (VENDOR_ONLY.some((p) => under(p, path))) return ['vendor'];
  if (ADMIN_OR_VENDOR.some((p) => under(p, path))) return ['admin', 'vendor'];
  return undefined;
}

export type Access = 'allow' | 'sign-in' | 'forbidden';

/** §6 guard decision: signed out → sign-in (with returnUrl); a role not allowed → /shop. */
export function accessFor(pathname: string, userType: string | null | undefined): Access {
  const audience = navAudienceOf(userType);
  if (audience === 'guest') return 'sign-in';
  const roles = rolesFor(pathname);
  return !roles || roles.includes(audience as UserType) ? 'allow' : 'forbidden';
}
