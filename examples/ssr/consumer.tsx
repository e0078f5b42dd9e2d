// Type-checked by scripts/kit/ssr.mjs against the packed packages, with `skipLibCheck: false` and the module
// resolutions attw cannot check with skipLibCheck off: `node16` (tsconfig.json) and `node` (node10, tsconfig.node10.json).
import { formatMoney } from '@abossey/sdk';
import { createI18n, I18nProvider, Money, ProductCard, ThemeProvider } from '@abossey/ui';
import { Search } from '@abossey/widgets';

const i18n = createI18n({ lng: 'en', persist: false });

export const page = (
  <I18nProvider i18n={i18n}>
    <ThemeProvider colorScheme="dark">
      <p>{formatMoney(12.5)}</p>
      <Money value={12.5} />
      <ProductCard product={{ id: 1, name: 'Brake pads', price: 245.5, stock: 3 }} />
      <Search apiBase="https://abossey.example" />
    </ThemeProvider>
  </I18nProvider>
);
