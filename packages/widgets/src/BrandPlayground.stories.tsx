import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Cart } from './cart/Cart';
import { contrastRatio, MIN_TEXT_CONTRAST, parseColour, type Rgb } from './core/brand';
import type { WidgetTheme } from './core/theme';
import { ProductCard } from './product-card/ProductCard';
import { Search } from './search/Search';
import { garagePage, memoryCart, stubFetch } from './test/fixtures';

/** The `--ab-*` a garage sets on its page, as controls; an empty one is not set. */
interface PlaygroundArgs {
  accentEmphasis: string;
  accentOnEmphasis: string;
  accentEmphasisHover: string;
  radius: string;
  theme: WidgetTheme;
  lang: 'en' | 'fr' | 'vi' | 'cn' | 'ar';
}

const stub = stubFetch();

const meta = {
  title: 'Widgets/Brand playground',
  tags: ['autodocs'],
  args: {
    accentEmphasis: '#7a1fa2',
    accentOnEmphasis: '',
    accentEmphasisHover: '',
    radius: '4px',
    theme: 'dark',
    lang: 'en',
  },
  argTypes: {
    accentEmphasis: { control: 'color', description: '`--ab-accent-emphasis` on the garage’s page' },
    accentOnEmphasis: {
      control: 'color',
      description: '`--ab-accent-on-emphasis`: kept only if it reaches 4.5:1 on the accent',
    },
    accentEmphasisHover: {
      control: 'color',
      description: '`--ab-accent-emphasis-hover`: kept only if the on-colour reaches 4.5:1 on it',
    },
    radius: { control: 'text', description: '`--ab-radius`' },
    theme: { control: 'inline-radio', options: ['light', 'dark'] },
    lang: { control: 'inline-radio', options: ['en', 'fr', 'vi', 'cn', 'ar'] },
  },
  render: (args) => {
    const set = (name: `--ab-${string}`, value: string) => (value ? { [name]: value } : {});
    const style = garagePage({
      ...set('--ab-accent-emphasis', args.accentEmphasis),
      ...set('--ab-accent-on-emphasis', args.accentOnEmphasis),
      ...set('--ab-accent-emphasis-hover', args.accentEmphasisHover),
      ...set('--ab-radius', args.radius),
    });
    const common = {
      apiBase: 'https://abossey.example',
      fetch: stub.fetch,
      theme: args.theme,
      lang: args.lang,
      onEvent: fn(() => false),
    };
    return (
      <div style={{ ...style, display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ inlineSize: 300 }}>
          <Search {...common} vehicle="Toyota/Corolla/2015" debounceMs={50} />
        </div>
        <div style={{ inlineSize: 260 }}>
          <ProductCard {...common} productId={1042} cart={memoryCart()} />
        </div>
        <Cart
          {...common}
          cart={memoryCart([
            { id: 1042, name: 'Toyota Corolla Front Brake Pads', price: 450, available: 24 },
          ])}
        />
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The three widgets on a garage’s page that sets its own `--ab-*` brand variables (the controls). Whatever accent is chosen, the widgets keep text at 4.5:1: an on-colour or hover that does not reach it is replaced (and said once in the console with `console.warn`), and without a hover of its own the brand gets a darker or lighter shade of itself (core/brand.ts, docs/adr/0021).',
      },
    },
  },
} satisfies Meta<PlaygroundArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (value: string) => parseColour(value) as Rgb;

/** Any accent a designer picks: Add to cart and the cart's badge stay readable on it. */
const readable: Story['play'] = async ({ canvasElement }) => {
  const add = await waitFor(() => {
    const button = canvasElement.querySelector<HTMLElement>('[data-part="add-to-cart"]');
    if (!button) throw new Error('no Add to cart yet');
    return button;
  });
  for (const element of [add, canvasElement.querySelector<HTMLElement>('[data-part="badge"]')]) {
    const style = getComputedStyle(element as HTMLElement);
    await expect(contrastRatio(rgb(style.color), rgb(style.backgroundColor))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  }
};

/** The issue-22 purple on the dark theme. */
export const PurpleDark: Story = { play: readable };

/** A light brand on the light theme with a page on-colour that does not read (white on amber): replaced. */
export const AmberLightBadOnColour: Story = {
  args: { accentEmphasis: '#ffc107', accentOnEmphasis: '#ffffff', theme: 'light', lang: 'fr' },
  play: readable,
};

/** A brand given as `hsl()` (the purple again): the widget asks the browser for its channels and still computes. */
export const HslAccentDark: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { accentEmphasis: 'hsl(282 68% 38%)' },
  play: readable,
};
