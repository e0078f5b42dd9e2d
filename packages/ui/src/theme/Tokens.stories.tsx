import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrast';
import { contrastPairs, requiredContrast, roleAt } from './contrastPairs';
import { type ColorScheme, type Contrast, colorRoles } from './roles';
import type { PrimaryColor } from './tokens';
import { flattenTokens, staticTokens, varName } from './vars';

interface TokensProps {
  colorScheme: ColorScheme;
  contrast: Contrast;
  primaryColor: PrimaryColor;
}

const cell = { paddingBlock: 4, paddingInlineEnd: 16, textAlign: 'start' } as const;
const mono = { ...cell, fontFamily: 'var(--ab-font-family-mono)' } as const;

function Swatch({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        inlineSize: 20,
        blockSize: 20,
        marginInlineEnd: 8,
        verticalAlign: 'middle',
        borderRadius: 4,
        border: '1px solid var(--ab-border-default)',
        background: `var(${name})`,
      }}
    />
  );
}

/**
 * The designers' tokens page (issue 22): every colour pair the components draw — text or graphic on the background it
 * is used on — with both values and the WCAG ratio in the theme the toolbar shows, then the other tokens' values.
 */
function Tokens({ colorScheme, contrast, primaryColor }: TokensProps) {
  const roles = colorRoles(primaryColor, colorScheme, contrast);
  return (
    <div style={{ display: 'grid', gap: 32, fontSize: '0.875rem', color: 'var(--ab-fg-default)' }}>
      <table style={{ borderCollapse: 'collapse' }} data-testid="pairs">
        <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>
          Colour pairs, {colorScheme} · {contrast} contrast · {primaryColor}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Colour
            </th>
            <th scope="col" style={cell}>
              On background
            </th>
            <th scope="col" style={cell}>
              Sample
            </th>
            <th scope="col" style={cell}>
              Ratio
            </th>
            <th scope="col" style={cell}>
              Needs
            </th>
          </tr>
        </thead>
        <tbody>
          {contrastPairs.map((pair) => {
            const fgName = varName(pair.fg);
            const bgName = varName(pair.bg);
            const fg = roleAt(roles, pair.fg);
            const bg = roleAt(roles, pair.bg);
            const ratio = contrastRatio(fg, bg);
            const min = requiredContrast(pair.kind, contrast);
            return (
              <tr key={`${fgName} ${bgName}`} data-fg={fgName} data-bg={bgName} data-value={fg}>
                <td style={mono}>
                  <Swatch name={fgName} />
                  <span dir="ltr">
                    {fgName} <span style={{ color: 'var(--ab-fg-muted)' }}>{fg}</span>
                  </span>
                </td>
                <td style={mono}>
                  <Swatch name={bgName} />
                  <span dir="ltr">
                    {bgName} <span style={{ color: 'var(--ab-fg-muted)' }}>{bg}</span>
                  </span>
                </td>
                <td style={cell}>
                  {pair.kind === 'text' ? (
                    <span
                      style={{ color: `var(${fgName})`, background: `var(${bgName})`, padding: '2px 8px' }}
                    >
                      Aa
                    </span>
                  ) : (
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-block',
                        inlineSize: 40,
                        blockSize: 16,
                        background: `var(${bgName})`,
                        border: `2px solid var(${fgName})`,
                      }}
                    />
                  )}
                </td>
                <td style={{ ...mono, whiteSpace: 'nowrap' }} data-ratio={ratio.toFixed(2)}>
                  {ratio.toFixed(2)}:1 {ratio >= min ? '✓' : '✕ too low'}
                </td>
                <td style={{ ...mono, whiteSpace: 'nowrap' }}>
                  {min}:1 {pair.kind}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>
          Space, radius, type, motion and layers
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Variable
            </th>
            <th scope="col" style={cell}>
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {flattenTokens(staticTokens).map(([name, value]) => (
            <tr key={name}>
              <td style={mono}>
                <span dir="ltr">{name}</span>
              </td>
              <td style={mono}>
                <span dir="ltr">{value}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  tags: ['autodocs'],
  // The page follows the toolbar (scheme, contrast, primary colour), not controls of its own.
  render: (_args, { globals }) => (
    <Tokens
      colorScheme={globals.colorScheme as ColorScheme}
      contrast={globals.contrast as Contrast}
      primaryColor={globals.primaryColor as PrimaryColor}
    />
  ),
  args: { colorScheme: 'light', contrast: 'default', primaryColor: 'blue' },
  argTypes: {
    colorScheme: { table: { disable: true } },
    contrast: { table: { disable: true } },
    primaryColor: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Every text and graphic colour with the background it is used on, both values and the WCAG contrast ratio in the theme chosen in the toolbar (scheme, contrast, primary colour); then the other `--ab-*` tokens. The pairs are the ones `roles.test.ts` checks in every display setting (`contrastPairs.ts`).',
      },
    },
  },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the page says is what the browser paints: each value is the resolved `--ab-*`, and every pair passes. */
const expectTruePage: Story['play'] = async ({ canvasElement }) => {
  const table = within(canvasElement).getByTestId('pairs');
  const style = getComputedStyle(canvasElement.ownerDocument.documentElement);
  const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
  await expect(rows.length).toBeGreaterThan(30);
  for (const row of rows) {
    const resolved = style
      .getPropertyValue(row.dataset.fg as string)
      .trim()
      .toUpperCase();
    await expect(resolved, row.dataset.fg).toBe(row.dataset.value);
  }
  const low = rows.filter((row) => row.textContent?.includes('too low'));
  await expect(low.map((row) => `${row.dataset.fg} on ${row.dataset.bg}`)).toEqual([]);
};

export const Light: Story = { play: expectTruePage };

export const DarkHighContrast: Story = {
  globals: { colorScheme: 'dark', contrast: 'high' },
  play: expectTruePage,
};
