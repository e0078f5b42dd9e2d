import type { NavItemId } from '@abossey/sdk';
import type { ReactNode, SVGProps } from 'react';
import { HeartIcon } from '../internal/icons';
import { SearchIcon } from '../SearchDialog/icons';

/**
 * Decorative shell icons (24 × 24, 1em, currentColor, aria-hidden), drawn after Material Symbols (Apache-2.0).
 * The link or button next to an icon always carries the meaning.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function PathIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <Svg {...props}>
      <path d={d} />
    </Svg>
  );
}

function ProductsIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M12 2 6.5 11h11L12 2Zm5.5 11a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9ZM3 13.5h8v8H3v-8Z"
    />
  );
}
function ShopsIcon(props: IconProps) {
  return (
    <PathIcon {...props} d="M20 4H4v2h16V4Zm1 10v-2l-1-5H4l-1 5v2h1v6h10v-6h4v6h2v-6h1Zm-9 4H6v-4h6v4Z" />
  );
}
function OrdersIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M18 17H6v-2h12v2Zm0-4H6v-2h12v2Zm0-4H6V7h12v2ZM3 22l1.5-1.5L6 22l1.5-1.5L9 22l1.5-1.5L12 22l1.5-1.5L15 22l1.5-1.5L18 22l1.5-1.5L21 22V2l-1.5 1.5L18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2 4.5 3.5 3 2v20Z"
    />
  );
}
function MyOrdersIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M18 6h-2a4 4 0 0 0-8 0H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2Zm-6-2a2 2 0 0 1 2 2h-4a2 2 0 0 1 2-2Zm6 16H6V8h2v2a1 1 0 0 0 2 0V8h4v2a1 1 0 0 0 2 0V8h2v12Z"
    />
  );
}
function ShopOrdersIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M19 3h-4.18A3 3 0 0 0 12 1a3 3 0 0 0-2.82 2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm2 14H7v-2h7v2Zm3-4H7v-2h10v2Zm0-4H7V7h10v2Z"
    />
  );
}
function DeliveriesIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M20 8h-3V4H3a2 2 0 0 0-2 2v11h2a3 3 0 0 0 6 0h6a3 3 0 0 0 6 0h2v-5l-3-4ZM6 18.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Zm13.5-9 1.96 2.5H17V9.5h2.5Zm-1.5 9a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z"
    />
  );
}
function AdminDashboardIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2ZM9 17H7v-7h2v7Zm4 0h-2V7h2v10Zm4 0h-2v-4h2v4Z"
    />
  );
}
function DashboardIcon(props: IconProps) {
  return <PathIcon {...props} d="M3 13h8V3H3v10Zm0 8h8v-6H3v6Zm10 0h8V11h-8v10Zm0-18v6h8V3h-8Z" />;
}
function UserManagementIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13Zm8 0c-.29 0-.62.02-.97.05A4.22 4.22 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5Z"
    />
  );
}
function ShopManagementIcon(props: IconProps) {
  return (
    <PathIcon {...props} d="M20 4H4v2h16V4Zm1 10v-2l-1-5H4l-1 5v2h1v6h10v-6h4v6h2v-6h1Zm-9 4H6v-4h6v4Z" />
  );
}
function NewShopIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M20 4H4v2h16V4Zm1 10v-2l-1-5H4l-1 5v2h1v6h9v-6h3v2h2v-2h2Zm-9 4H6v-4h6v4Zm9 0h-2v-2h-2v2h-2v2h2v2h2v-2h2v-2Z"
    />
  );
}
export function MenuIcon(props: IconProps) {
  return <PathIcon {...props} d="M3 18h18v-2H3v2Zm0-5h18v-2H3v2Zm0-7v2h18V6H3Z" />;
}
export function UploadIcon(props: IconProps) {
  return (
    <PathIcon
      {...props}
      d="M19.35 10.04A7.49 7.49 0 0 0 12 4C9.11 4 6.6 5.64 5.35 8.04A5.994 5.994 0 0 0 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96ZM14 13v4h-4v-4H7l5-5 5 5h-3Z"
    />
  );
}
/** The menu icon of each §2 item. */
export const navItemIcons: Readonly<Record<NavItemId, (props: IconProps) => ReactNode>> = {
  products: ProductsIcon,
  shops: ShopsIcon,
  orders: OrdersIcon,
  myOrders: MyOrdersIcon,
  shopOrders: ShopOrdersIcon,
  wishlist: HeartIcon,
  deliveries: DeliveriesIcon,
  adminDashboard: AdminDashboardIcon,
  dashboard: DashboardIcon,
  userManagement: UserManagementIcon,
  shopManagement: ShopManagementIcon,
  productManagement: ProductsIcon,
  // The header's magnifier (already on every page): no bytes for an icon of its own.
  searchSynonyms: SearchIcon,
  newShop: NewShopIcon,
  newProduct: UploadIcon,
};
