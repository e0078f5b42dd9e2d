import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { primaryScales } from './palette';
import { type ColorScheme, type Contrast, colorRoles } from './roles';
import type { PrimaryColor } from './tokens';
import { flattenTokens } from './vars';

/** Every colour role as the browser resolves it right now (change the toolbar to see the others). */
function ColorRoles({ group }: { group?: string }) {
  const roles = flattenTokens(colorRoles('blue', 'light', 'default')).filter(
    ([name]) => !name.startsWith('--ab-shadow') && (!group || name.startsWith(`--ab-${group}`)),
  );
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: '0.875rem' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 8 }}>Colour roles</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>
            Swatch
          </th>
          <th scope="col" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>
            Variable
          </th>
        </tr>
      </thead>
      <tbody>
        {roles.map(([name]) => (
          <tr key={name}>
            <td style={{ paddingBlock: 4, paddingInlineEnd: 16 }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  inlineSize: 48,
                  blockSize: 24,
                  borderRadius: 4,
                  border: '1px solid var(--ab-border-default)',
                  background: `var(${name})`,
                }}
              />
            </td>
            <td style={{ fontFamily: 'var(--ab-font-family-mono)' }}>{name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Colors',
  component: ColorRoles,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Role names (`fg.default`, `border.muted`, `focusRing`, `status.success` …) written once as `--ab-*` variables for light/dark × default/high contrast × the six §1 primary presets, plus forced-colours. Components read only these variables. Every text/background pair is checked against WCAG AA (7:1 in high contrast) by `roles.test.ts`.',
      },
    },
  },
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Globals {
  colorScheme: ColorScheme;
  contrast: Contrast;
  primaryColor: PrimaryColor;
}

/** The browser really resolves the variables of the current toolbar settings (guards the generated selectors). */
const expectResolvedRoles: Story['play'] = async ({ canvasElement, globals }) => {
  const { colorScheme, contrast, primaryColor } = globals as unknown as Globals;
  const expected = colorRoles(primaryColor, colorScheme, contrast);
  const style = getComputedStyle(canvasElement.ownerDocument.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim().toUpperCase();
  await expect(read('--ab-fg-default')).toBe(expected.fg.default);
  await expect(read('--ab-bg-canvas')).toBe(expected.bg.canvas);
  await expect(read('--ab-accent-emphasis')).toBe(expected.accent.emphasis);
  await expect(read('--ab-focus-ring')).toBe(expected.focusRing);
  await expect(read('--ab-status-danger-fg')).toBe(expected.status.danger.fg);
  await expect(read('--ab-radius')).toBe('8PX');
};

export const AllRoles: Story = { play: expectResolvedRoles };

export const Accent: Story = { args: { group: 'accent' }, play: expectResolvedRoles };

export const Status: Story = { args: { group: 'status' }, play: expectResolvedRoles };

export const Dark: Story = { globals: { colorScheme: 'dark' }, play: expectResolvedRoles };

export const HighContrast: Story = { globals: { contrast: 'high' }, play: expectResolvedRoles };

export const DarkHighContrast: Story = {
  globals: { colorScheme: 'dark', contrast: 'high' },
  play: expectResolvedRoles,
};

export const PurpleDark: Story = {
  args: { group: 'accent' },
  globals: { colorScheme: 'dark', contrast: 'default', primaryColor: 'purple' },
  play: async (context) => {
    await expectResolvedRoles(context);
    const style = getComputedStyle(context.canvasElement.ownerDocument.documentElement);
    await expect(style.getPropertyValue('--ab-accent-emphasis').trim().toUpperCase()).toBe(
      primaryScales.purple[300],
    );
  },
};

export const OrangeLight: Story = {
  args: { group: 'accent' },
  globals: { primaryColor: 'orange' },
  play: expectResolvedRoles,
};

/** `default` is the Abossey green preset; the initial setting is blue (§1). */
export const DefaultGreen: Story = {
  args: { group: 'accent' },
  globals: { primaryColor: 'default' },
  play: expectResolvedRoles,
};
