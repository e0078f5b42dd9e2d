/**
 * How render.mjs renders each exported component: `({ h, ui, widgets, sdk, Component }) => element`, with the props
 * an app would pass (the required ones, from each component's props type). Parts of a compound component render
 * inside their parent. render.mjs fails on a component export without a case here.
 */
import { useForm } from 'react-hook-form';

const noop = () => {};
const plain = ({ h, Component }) => h(Component, {});
const withText = ({ h, Component }) => h(Component, {}, 'Brake pads');

const product = {
  id: 7,
  name: 'Brake pads (front)',
  price: 245.5,
  stock: 12,
  images: ['/uploads/brake-pads.webp'],
  businessName: 'Kumasi Auto Parts',
  rating: 4.5,
  ratings: 12,
};
const user = { email: 'ama@example.com', userType: 'customer', firstName: 'Ama', lastName: 'Mensah' };
const filter = { value: {}, options: {}, onChange: noop };
const items = [
  { id: 'a', name: 'Accra' },
  { id: 'k', name: 'Kumasi' },
];

const orderDetail = {
  order: {
    id: 4182,
    orderCode: 'AB-4182',
    userId: 31,
    status: 'processing',
    subTotal: 491,
    discount: 0,
    serviceCharge: 49.1,
    deliveryFee: 45,
    totalAmount: 585.1,
    transitType: 'standard',
    createdAt: '2026-11-20T09:12:00.000Z',
    updatedAt: '2026-11-21T15:30:00.000Z',
    deliveryToName: 'Ama Mensah',
    deliveryToPhone: '0241234567',
    deliveryToAddress: '12 Ring Road',
    deliveryToCity: 'Accra',
    deliveryToState: 'Greater Accra',
    deliveryToZipCode: null,
    deliveryToCountry: 'Ghana',
    customerEmail: 'ama@example.com',
    business: [{ id: 3, name: 'Kumasi Auto Parts' }],
    itemCount: 2,
    scope: 'full',
    partnerRef: null,
  },
  vendorOrders: [
    {
      id: 11,
      orderId: 4182,
      businessId: 3,
      vendorName: 'Kumasi Auto Parts',
      status: 'order_picked',
      paymentStatus: 'pending_confirmation',
      subTotal: 491,
      shippingFee: 45,
      tax: 0,
      trackingNumber: 'GH-123',
      createdAt: '2026-11-20T09:12:00.000Z',
      deliveryMethod: 'delivery',
      deliveryZone: 'greater-accra',
      deliveryEarliest: '2026-12-02',
      deliveryLatest: '2026-12-04',
    },
  ],
  orderItems: [
    {
      id: 21,
      orderId: 4182,
      vendorOrderId: 11,
      productId: 7,
      productName: 'Brake pads (front)',
      productDescription: '',
      price: 245.5,
      quantity: 2,
      images: [],
    },
  ],
  history: [
    {
      status: 'pending',
      createdAt: '2026-11-20T09:12:00.000Z',
      note: null,
      vendorOrderId: null,
      changedBy: null,
    },
  ],
};
const orderPage = { orders: [orderDetail.order], meta: { page: 1, limit: 5, total: 1, counts: { all: 1 } } };
const orderRequest = (data) => ({ data, error: null, isPending: false, isRefetching: false, refetch: noop });
const orderList = (sdk) => ({ filters: sdk.readOrderListParams(new URLSearchParams()), onChange: noop });

const ui = {
  RouterProvider: ({ h, Component }) => h(Component, { navigate: noop }, 'routed'),
  AccountButton: ({ h, Component }) => h(Component, { user }),
  AccountDrawer: ({ h, Component }) => h(Component, { user }),
  AccountPanel: ({ h, Component }) => h(Component, { user }),
  AddressCard: ({ h, Component }) =>
    h(Component, { address: { id: 1, fullName: 'Ama Mensah', address: '12 Ring Road', city: 'Accra' } }),
  AddressCardGroup: withText,
  AppShell: ({ h, Component }) => h(Component, {}, 'page'),
  Avatar: plain,
  AvatarGroup: ({ h, ui: { Avatar }, Component }) => h(Component, {}, h(Avatar, { name: 'Ama Mensah' })),
  AvatarUpload: plain,
  Badge: withText,
  Breadcrumb: ({ h, ui: { Breadcrumbs }, Component }) => h(Breadcrumbs, {}, h(Component, {}, 'Home')),
  Breadcrumbs: ({ h, ui: { Breadcrumb }, Component }) => h(Component, {}, h(Breadcrumb, {}, 'Home')),
  Button: withText,
  ButtonLink: ({ h, Component }) => h(Component, { href: '/shop/all-products' }, 'All products'),
  Carousel: plain,
  CartLineItem: ({ h, Component }) =>
    h(Component, { item: { id: 1, name: 'Brake pads', price: 245.5, quantity: 2 } }),
  Checkbox: withText,
  Chip: ({ h, ui: { ChipGroup }, Component }) =>
    h(ChipGroup, { 'aria-label': 'Filters' }, h(Component, { id: 'toyota' }, 'Toyota')),
  ChipGroup: ({ h, ui: { Chip }, Component }) =>
    h(Component, { 'aria-label': 'Filters' }, h(Chip, { id: 'toyota' }, 'Toyota')),
  ComboBox: ({ h, ui: { SelectItem }, Component }) =>
    h(Component, { label: 'City', items }, (item) => h(SelectItem, { id: item.id }, item.name)),
  CommandPalette: ({ h, Component }) =>
    h(Component, {
      defaultOpen: true,
      commands: [
        { id: 'screens', title: 'Screens', items: [{ id: 'orders', label: 'Orders', href: '/orders' }] },
      ],
    }),
  ConfirmDialog: ({ h, Component }) => h(Component, { onConfirm: noop }),
  CountBadge: ({ h, Component }) => h(Component, { count: 3 }),
  DataTable: ({ h, Component }) =>
    h(Component, {
      'aria-label': 'Cities',
      columns: [{ key: 'name', header: 'Name', cell: (row) => row.name }],
      rows: items,
    }),
  DateRangeFilter: plain,
  DeliveryEstimate: ({ h, Component }) =>
    h(Component, {
      method: 'delivery',
      fee: 45,
      zone: 'ashanti',
      earliest: '2025-12-02',
      latest: '2025-12-04',
    }),
  DeliveryZoneSelect: plain,
  Dialog: withText,
  DialogTrigger: ({ h, ui: { Button, Dialog }, Component }) =>
    h(Component, {}, h(Button, {}, 'Open'), h(Dialog, {}, 'Hello')),
  Drawer: withText,
  DropZone: plain,
  EmptyState: plain,
  ErrorPage: plain,
  Forbidden: plain,
  NotFound: plain,
  ServerError: plain,
  ErrorPanel: plain,
  FieldHelp: withText,
  FieldLabel: withText,
  FilterBar: ({ h, Component }) => h(Component, filter),
  FilterBarPlaceholder: plain,
  FilterForm: ({ h, Component }) => h(Component, { value: {}, options: {}, action: '/shop/all-products' }),
  FilterDrawer: ({ h, Component }) => h(Component, filter),
  FitBadge: ({ h, Component }) => h(Component, { fit: 'fits' }),
  Footer: plain,
  FullScreenToggle: plain,
  Header: plain,
  IconButton: ({ h, Component }) => h(Component, { 'aria-label': 'Close' }, '×'),
  I18nProvider: ({ h, ui: { createI18n }, Component }) =>
    h(Component, { i18n: createI18n({ lng: 'fr', persist: false }) }, 'bonjour'),
  LanguageSwitcher: plain,
  // Servers render before any navigation: nothing, like the eager bar when idle.
  LazyNavigationProgress: ({ h, Component }) => h(Component, { active: false }),
  LazyOverlay: ({ h, Component }) => h(Component, { isOpen: false }, 'overlay'),
  Markdown: ({ h, Component }) => h(Component, { children: '**Genuine** Toyota part' }),
  Menu: ({ h, ui: { MenuItem }, Component }) =>
    h(Component, { 'aria-label': 'Actions' }, h(MenuItem, {}, 'Edit')),
  MenuItem: ({ h, ui: { Menu }, Component }) =>
    h(Menu, { 'aria-label': 'Actions' }, h(Component, {}, 'Edit')),
  MenuSection: ({ h, ui: { Menu, MenuItem }, Component }) =>
    h(Menu, { 'aria-label': 'Actions' }, h(Component, {}, h(MenuItem, {}, 'Edit'))),
  MenuSeparator: ({ h, ui: { Menu, MenuItem }, Component }) =>
    h(Menu, { 'aria-label': 'Actions' }, h(MenuItem, {}, 'Edit'), h(Component, {})),
  MenuTrigger: ({ h, ui: { Button, Menu, MenuItem }, Component }) =>
    h(Component, {}, h(Button, {}, 'Actions'), h(Menu, {}, h(MenuItem, {}, 'Edit'))),
  SubmenuTrigger: ({ h, ui: { Menu, MenuItem }, Component }) =>
    h(
      Menu,
      { 'aria-label': 'Actions' },
      h(Component, {}, h(MenuItem, {}, 'Share'), h(Menu, {}, h(MenuItem, {}, 'Email'))),
    ),
  Money: ({ h, Component }) => h(Component, { value: 1234.5 }),
  MultiSelect: ({ h, ui: { SelectItem }, Component }) =>
    h(Component, { label: 'Cities', items }, (item) => h(SelectItem, { id: item.id }, item.name)),
  NavigationProgress: ({ h, Component }) => h(Component, { active: true }),
  NavMenu: plain,
  NotificationsButton: plain,
  NotificationsDrawer: plain,
  NotificationsPanel: plain,
  NumberField: plain,
  FactList: ({ h, Component }) => h(Component, {}, h('dt', {}, 'Status'), h('dd', {}, 'Paid')),
  OrderAddress: ({ h, Component }) => h(Component, { order: orderDetail.order }),
  OrderDetailLayout: ({ h, Component }) => h(Component, { main: 'lines', aside: 'facts' }),
  OrderDetailSkeleton: plain,
  OrderSection: ({ h, Component }) => h(Component, { title: 'Payment' }, 'Paid'),
  OrderShopItems: ({ h, Component }) =>
    h(Component, {
      vendorOrder: orderDetail.vendorOrders[0],
      items: orderDetail.orderItems,
      showDelivery: true,
      shopHref: '/shop/3',
      productHref: (item) => `/shop/product/${item.productId}`,
    }),
  OrderAddressSection: ({ h, Component }) => h(Component, { order: orderDetail.order }),
  OrderDetailFallback: ({ h, Component }) =>
    h(Component, {
      request: { error: new Error('Failed to fetch order'), isRefetching: false, refetch: noop },
      crumbs: (title) => h('nav', {}, title),
      heading: ({ title }) => h('h1', {}, title),
      back: { href: '/user/orders', label: 'Back to my orders' },
    }),
  OrderDetailTotals: ({ h, Component }) => h(Component, { detail: orderDetail }),
  OrderDetailView: ({ h, Component }) =>
    h(Component, {
      detail: orderDetail,
      summary: true,
      showDelivery: true,
      shopHref: (vo) => `/shop/${vo.businessId}`,
    }),
  OrderHistorySection: ({ h, Component }) => h(Component, { detail: orderDetail }),
  OrderLinesSection: ({ h, Component }) => h(Component, { detail: orderDetail }),
  OrderList: ({ h, sdk, Component }) =>
    h(Component, {
      ...orderList(sdk),
      tabs: ['all', 'delivered'],
      request: orderRequest(orderPage),
      fetchError: 'Failed to fetch orders',
      empty: { title: 'No orders yet', message: 'Orders show up here.' },
      'aria-label': 'Orders',
      columns: [{ key: 'orderCode', header: 'Order' }],
    }),
  OrderPaymentSection: ({ h, Component }) => h(Component, { detail: orderDetail }),
  OrderTable: ({ h, sdk, Component }) =>
    h(Component, {
      ...orderList(sdk),
      orders: orderPage.orders,
      total: 1,
      'aria-label': 'Orders',
      columns: [{ key: 'orderCode', header: 'Order' }],
    }),
  OrderListFilters: ({ h, sdk, Component }) =>
    h(Component, { ...orderList(sdk), tabs: ['all', 'delivered'] }, 'orders'),
  OrderTimeline: ({ h, Component }) =>
    h(Component, { entries: [{ status: 'pending', createdAt: '2026-11-27T10:00:00Z' }] }),
  OrderTotals: ({ h, Component }) => h(Component, { mode: 'checkout', subtotal: 245.5 }),
  Pagination: ({ h, Component }) => h(Component, { page: 2, pageSize: 20, total: 95, onChange: noop }),
  PasswordField: plain,
  Popover: withText,
  PopoverDialog: withText,
  ProductCard: ({ h, Component }) => h(Component, { product }),
  ProgressBar: ({ h, Component }) => h(Component, { label: 'Uploading the file', value: 42 }),
  ProductCardSkeleton: plain,
  ProductGrid: ({ h, Component }) => h(Component, { products: [product] }),
  Radio: ({ h, ui: { RadioGroup }, Component }) =>
    h(RadioGroup, { label: 'Delivery' }, h(Component, { value: 'pickup' }, 'Pick up')),
  RadioGroup: ({ h, ui: { Radio }, Component }) =>
    h(Component, { label: 'Delivery' }, h(Radio, { value: 'pickup' }, 'Pick up')),
  Rating: plain,
  RatingLine: ({ h, Component }) => h(Component, { rating: 4.3, ratings: 12 }),
  RatingSummary: plain,
  ReviewActions: plain,
  ReviewForm: ({ h, Component }) =>
    h(Component, { mode: 'create', onSubmit: async () => {}, onCancel: noop }),
  ReviewsPanel: plain,
  SearchBox: ({ h, Component }) => h(Component, { label: 'Search parts' }),
  SearchButton: plain,
  SearchDialog: ({ h, Component }) => h(Component, { onSearch: async () => [] }),
  SearchPanel: ({ h, Component }) => h(Component, { onSearch: async () => [] }),
  Select: ({ h, ui: { SelectItem }, Component }) =>
    h(Component, { label: 'City', items }, (item) => h(SelectItem, { id: item.id }, item.name)),
  SelectItem: ({ h, ui: { Select }, Component }) =>
    h(Select, { label: 'City' }, h(Component, { id: 'a' }, 'Accra')),
  SelectPlaceholder: plain,
  SettingsProvider: ({ h, Component }) => h(Component, { persist: false }, 'settings'),
  SettingsDrawer: plain,
  SettingsPanel: plain,
  SettingsResetButton: plain,
  ShopContact: ({ h, Component }) =>
    h(Component, { shopName: 'Mensah Motors', phone: '024 412 3456', gpsAddress: 'GA-123-4567' }),
  Skeleton: plain,
  SortSelect: plain,
  SortSelectPlaceholder: plain,
  SortForm: ({ h, Component }) => h(Component, { action: '/shop/all-products' }),
  Stars: ({ h, Component }) => h(Component, { value: 4 }),
  StatusBadge: ({ h, Component }) => h(Component, { status: 'delivered' }),
  Switch: withText,
  Tab: ({ h, ui: { Tabs, TabList, TabPanel }, Component }) =>
    h(
      Tabs,
      {},
      h(TabList, { 'aria-label': 'Details' }, h(Component, { id: 'a' }, 'Specs')),
      h(TabPanel, { id: 'a' }, 'x'),
    ),
  TabList: ({ h, ui: { Tabs, Tab, TabPanel }, Component }) =>
    h(
      Tabs,
      {},
      h(Component, { 'aria-label': 'Details' }, h(Tab, { id: 'a' }, 'Specs')),
      h(TabPanel, { id: 'a' }, 'x'),
    ),
  TabPanel: ({ h, ui: { Tabs, Tab, TabList }, Component }) =>
    h(
      Tabs,
      {},
      h(TabList, { 'aria-label': 'Details' }, h(Tab, { id: 'a' }, 'Specs')),
      h(Component, { id: 'a' }, 'x'),
    ),
  Tabs: ({ h, ui: { Tab, TabList, TabPanel }, Component }) =>
    h(
      Component,
      {},
      h(TabList, { 'aria-label': 'Details' }, h(Tab, { id: 'a' }, 'Specs')),
      h(TabPanel, { id: 'a' }, 'x'),
    ),
  TextField: ({ h, Component }) => h(Component, { label: 'Name' }),
  ToastRegion: plain,
  Tooltip: withText,
  TooltipTrigger: ({ h, ui: { Button, Tooltip }, Component }) =>
    h(Component, {}, h(Button, {}, 'Help'), h(Tooltip, {}, 'More')),
  ThemeProvider: ({ h, Component }) => h(Component, { colorScheme: 'dark' }, 'themed'),
  VehicleCompatibilityList: ({ h, Component }) =>
    h(Component, {
      vehicles: [{ vehicleMakeName: 'Toyota', vehicleMakeModelName: 'Corolla', vehicleMakeYear: 2012 }],
    }),
};

/** A form field bound to a react-hook-form `control`, as an app's form renders it. */
function BoundField({ h, Component, ...props }) {
  const { control } = useForm({ defaultValues: { field: '' } });
  return h(Component, { control, name: 'field', label: 'Name', ...props });
}
const inForm =
  (extra) =>
  ({ h, Component }) =>
    h(BoundField, { h, Component, ...extra });
const forms = {
  FormTextField: inForm({}),
  FormPasswordField: inForm({}),
  FormSelect: inForm({ options: [{ id: 'accra', label: 'Accra' }] }),
};

const widgets = {
  Cart: plain,
  ProductCard: ({ h, Component }) => h(Component, { apiBase: 'https://abossey.example', productId: 7 }),
  Search: ({ h, Component }) => h(Component, { apiBase: 'https://abossey.example' }),
};

export const cases = { '@abossey/ui': ui, '@abossey/ui/forms': forms, '@abossey/widgets': widgets };
