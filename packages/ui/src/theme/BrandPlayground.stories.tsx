import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button, buttonVariants } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Money } from '../Money/Money';
import { Pagination } from '../Pagination/Pagination';
import { brakePads } from '../ProductCard/fixtures';
import { ProductCard } from '../ProductCard/ProductCard';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { Switch } from '../Switch/Switch';
import { TextField } from '../TextField/TextField';
import { storyT } from '../test/storyI18n';
import { contrastRatio } from './contrast';

/** The `--ab-*` a brand sets, as controls; an empty one keeps the theme's value. */
interface BrandArgs {
  accentEmphasis: string;
  accentOnEmphasis: string;
  accentEmphasisHover: string;
  accentFg: string;
  accentMuted: string;
  radius: string;
}

const VARIABLES: Record<keyof BrandArgs, string> = {
  accentEmphasis: '--ab-accent-emphasis',
  accentOnEmphasis: '--ab-accent-on-emphasis',
  accentEmphasisHover: '--ab-accent-emphasis-hover',
  accentFg: '--ab-accent-fg',
  accentMuted: '--ab-accent-muted',
  radius: '--ab-radius',
};

/** Style that sets the brand's variables on a subtree, as a garage's page sets them. */
const brandStyle = (args: Partial<BrandArgs>): CSSProperties =>
  Object.fromEntries(
    Object.entries(VARIABLES)
      .filter(([key]) => args[key as keyof BrandArgs])
      .map(([key, name]) => [name, args[key as keyof BrandArgs]]),
  ) as CSSProperties;

const ratio = (a: string, b: string) => {
  try {
    return `${contrastRatio(a, b).toFixed(2)}:1`;
  } catch {
    return 'n/a (#RRGGBB only)';
  }
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0, fontSize: '0.875rem', color: 'var(--ab-fg-muted)' }}>{title}</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>{children}</div>
    </section>
  );
}

const meta = {
  title: 'Foundations/Brand playground',
  tags: ['autodocs'],
  args: {
    accentEmphasis: '#7A1FA2',
    accentOnEmphasis: '#FFFFFF',
    accentEmphasisHover: '#661A88',
    accentFg: '',
    accentMuted: '',
    radius: '4px',
  },
  argTypes: {
    accentEmphasis: {
      control: 'color',
      description: '`--ab-accent-emphasis`: filled buttons, selected states',
    },
    accentOnEmphasis: { control: 'color', description: '`--ab-accent-on-emphasis`: text on the accent' },
    accentEmphasisHover: { control: 'color', description: '`--ab-accent-emphasis-hover`' },
    accentFg: { control: 'color', description: '`--ab-accent-fg`: accent text and links on surfaces' },
    accentMuted: { control: 'color', description: '`--ab-accent-muted`: tinted backgrounds' },
    radius: { control: 'text', description: '`--ab-radius`' },
  },
  render: (args, context) => {
    const t = storyT(context);
    const on = args.accentOnEmphasis;
    return (
      <div style={{ ...brandStyle(args), display: 'grid', gap: 20, color: 'var(--ab-fg-default)' }}>
        <p style={{ margin: 0, fontSize: '0.875rem' }} data-testid="ratios">
          {`accent-on-emphasis on accent-emphasis: ${args.accentEmphasis && on ? ratio(on, args.accentEmphasis) : 'theme'} · on hover: ${args.accentEmphasisHover && on ? ratio(on, args.accentEmphasisHover) : 'theme'} (text needs 4.5:1)`}
        </p>
        <Section title="Button">
          {buttonVariants.map((variant) => (
            <Button key={variant} variant={variant}>
              {t('productCard.addToCart')}
            </Button>
          ))}
        </Section>
        <Section title="Badge, StatusBadge, Money">
          <Badge tone="accent">{t('product.condition.brandNew')}</Badge>
          <StatusBadge status="Pending" />
          <StatusBadge status="Delivered" />
          <Money value={1029.05} />
        </Section>
        <Section title="Checkbox, Switch, TextField">
          <Checkbox defaultSelected>{t('product.condition.used')}</Checkbox>
          <Switch defaultSelected>{t('product.stock.inStock')}</Switch>
          <TextField label={t('searchDialog.label')} placeholder={t('searchDialog.placeholder')} />
        </Section>
        <Section title="Pagination">
          <Pagination page={2} pageSize={12} total={130} onChange={fn()} />
        </Section>
        <Section title="ProductCard">
          <div style={{ inlineSize: 260 }}>
            <ProductCard product={brakePads} href="#/shop/product/1042" onAddToCart={fn()} />
          </div>
        </Section>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Set a brand’s `--ab-*` variables with the controls and see the components take them, in the toolbar’s scheme, contrast and language. The line at the top gives the ratio of the on-colour on the accent and on its hover (text needs 4.5:1). ui’s components take the brand as it is given; the widgets check it and compute a readable on-colour and hover themselves (Widgets/Brand playground, docs/adr/0021).',
      },
    },
  },
} satisfies Meta<BrandArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The issue-22 purple with white text: the primary button really paints the brand. */
export const Purple: Story = {
  play: async ({ canvasElement, args }) => {
    const primary = canvasElement.querySelector<HTMLElement>('button[data-variant="primary"]');
    await expect(primary).not.toBeNull();
    await expect(getComputedStyle(primary as HTMLElement).backgroundColor).toBe('rgb(122, 31, 162)');
    await expect(within(canvasElement).getByTestId('ratios')).toHaveTextContent(
      `${contrastRatio(args.accentOnEmphasis, args.accentEmphasis).toFixed(2)}:1`,
    );
  },
};

/** A light brand (amber) needs dark text: the brand sets its own on-colour and hover. */
export const Amber: Story = {
  args: {
    accentEmphasis: '#FFC107',
    accentOnEmphasis: '#141A21',
    accentEmphasisHover: '#FFD54F',
    radius: '12px',
  },
};
