import {
  CONSOLE_MENU,
  type MemberBusiness,
  navAudienceOf,
  navItemsFor,
  type Order,
  type UserProfile,
} from '@abossey/sdk';
import { type CommandGroup, type CommandItem, CommandPalette, useLaterUiTranslation } from '@abossey/ui';
import { useTranslation } from 'react-i18next';
import { sdk } from '../sdk';

/** How many of each kind the palette lists: enough to pick from, few enough to read. */
const LIMIT = 5;

export interface ConsolePaletteProps {
  user: UserProfile;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The console's Ctrl K (issue 24): the screens of the viewer's menu, orders by code (every order for an admin, their
 * shops' for a vendor), products by name or SKU (their shops' or all), and users by email (admins). Each lookup is
 * the list endpoint the screens use, with the same authorization on the server; one that fails leaves the others.
 */
export function ConsolePalette({ user, isOpen, onOpenChange }: ConsolePaletteProps) {
  const { t } = useTranslation('console');
  // The status labels are ui's later strings: this hook loads them (a plain `useTranslation` only finds them once
  // some other screen has).
  const { t: tu } = useLaterUiTranslation();
  const audience = navAudienceOf(user.userType);
  const admin = audience === 'admin';

  const screens: CommandGroup = {
    id: 'screens',
    title: t('palette.screens'),
    items: navItemsFor(audience, CONSOLE_MENU).map((item) => ({
      id: item.id,
      label: tu(`navMenu.items.${item.id}`, { defaultValue: item.label }),
      href: item.path,
    })),
  };

  const orderItem = (order: Order, href: string): CommandItem => ({
    id: String(order.id),
    label: order.orderCode,
    description: [order.deliveryToName, tu(`statusBadge.${order.status}`)].filter(Boolean).join(' · '),
    href,
  });

  const findOrders = async (q: string, signal: AbortSignal): Promise<CommandItem[]> => {
    if (admin) {
      const page = await sdk.orders.list({ q, limit: LIMIT }, { signal });
      return page.data.map((order) => orderItem(order, `/orders/${order.id}`));
    }
    const shops: MemberBusiness[] = await sdk.business.listForUser(user.id, { signal });
    const pages = await Promise.all(
      shops.map((shop) => sdk.orders.listForBusiness(shop.id, { q, limit: LIMIT }, { signal })),
    );
    return pages
      .flatMap((page) => page.data.orders)
      .slice(0, LIMIT)
      .map((order) => orderItem(order, `/shop/orders/${order.id}`));
  };

  const findProducts = async (q: string, signal: AbortSignal): Promise<CommandItem[]> => {
    const page = await sdk.products.listManaged({ q, limit: LIMIT }, { signal });
    return page.data.map((product) => ({
      id: String(product.id),
      label: product.name,
      description: [product.sku, product.businessName].filter(Boolean).join(' · '),
      href: `/product/${product.id}/edit`,
    }));
  };

  const findUsers = async (q: string, signal: AbortSignal): Promise<CommandItem[]> => {
    if (!admin) return [];
    const page = await sdk.users.list({ q, limit: LIMIT }, { signal });
    return page.data.map((found) => ({
      id: String(found.id),
      label: found.email,
      description: [[found.firstName, found.lastName].filter(Boolean).join(' '), found.userType]
        .filter(Boolean)
        .join(' · '),
      href: `/user-management?q=${encodeURIComponent(found.email)}`,
    }));
  };

  const lookUp = async (q: string, signal: AbortSignal): Promise<CommandGroup[]> => {
    const kinds = [
      { id: 'orders', title: t('palette.orders'), find: findOrders },
      { id: 'products', title: t('palette.products'), find: findProducts },
      { id: 'users', title: t('palette.users'), find: findUsers },
    ];
    const settled = await Promise.allSettled(kinds.map((kind) => kind.find(q, signal)));
    // Only when every lookup failed is it the palette's error; otherwise what was found is shown.
    if (settled.every((result) => result.status === 'rejected')) throw settled[0]?.reason;
    return kinds.map((kind, i) => {
      const result = settled[i];
      return { id: kind.id, title: kind.title, items: result?.status === 'fulfilled' ? result.value : [] };
    });
  };

  return (
    <CommandPalette isOpen={isOpen} onOpenChange={onOpenChange} commands={[screens]} onSearch={lookUp} />
  );
}
