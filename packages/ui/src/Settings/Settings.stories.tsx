import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { SettingsProvider, useSettings } from './Settings';
import { SettingsDrawer } from './SettingsDrawer';
import { SettingsPanel } from './SettingsPanel';
import type { Settings } from './settingsStore';

interface ToolbarGlobals {
  colorScheme?: Settings['colorScheme'];
  contrast?: Settings['contrast'];
  primaryColor?: Settings['primaryColor'];
  direction?: string;
}

/**
 * Each story gets its own settings (never the visitor's stored ones), starting from the toolbar's scheme, contrast,
 * preset and direction, and themes its own block (`scope="element"`), so changes stay inside the story.
 */
const withSettings: Decorator = (Story, context) => {
  const globals = context.globals as ToolbarGlobals;
  const defaults: Partial<Settings> = {
    colorScheme: globals.colorScheme,
    contrast: globals.contrast,
    primaryColor: globals.primaryColor,
    direction: globals.direction === 'rtl' ? 'rtl' : 'ltr',
  };
  return (
    <SettingsProvider
      key={JSON.stringify(defaults)}
      scope="element"
      persist={false}
      defaultSettings={defaults}
      style={{ padding: 24, maxInlineSize: 360, borderRadius: 8 }}
    >
      <Story />
    </SettingsProvider>
  );
};

/** Shows the current values, so a designer (and the play functions) can see each control take effect. */
function CurrentValues() {
  const { settings, direction } = useSettings();
  return (
    <output data-testid="values" style={{ display: 'block', marginBlockStart: 16, fontSize: 12 }}>
      {Object.entries({ ...settings, direction })
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(' · ')}
    </output>
  );
}

const meta = {
  title: 'Foundations/Settings',
  component: SettingsDrawer,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  decorators: [withSettings],
  parameters: {
    docs: {
      description: {
        component:
          'The §1 display settings. `SettingsProvider` keeps them in localStorage under `settings` (colorScheme light, direction ltr, contrast default, navLayout vertical, primaryColor blue, navColor integrate, compactLayout true, fontFamily Public Sans; invalid stored fields fall back one by one) and renders the ThemeProvider with them; `useSettings()` gives `{settings, update, reset, canReset}` and throws outside the provider. `SettingsPanel` holds the controls; `SettingsDrawer` puts them in a 360 px drawer titled Settings. Reset is enabled only when something differs from the defaults. Arabic is always right-to-left, so the direction switch is locked on in Arabic.',
      },
    },
  },
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const themeRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-ab-theme]') as HTMLElement;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every control; the line below shows the values. */
export const Panel: Story = {
  render: () => (
    <>
      <SettingsPanel />
      <CurrentValues />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = themeRoot(canvasElement);
    const reset = canvas.getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();
    const compact = canvas.getByRole('switch', { name: 'Compact' });
    await expect(compact).toBeChecked();
    await expect(compact).toHaveAccessibleDescription('Limits the content width to 1200 px');
    await expect(canvas.getByRole('group', { name: 'Navigation' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Primary color' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Blue' })).toBeChecked();
    const dark = canvas.getByRole('switch', { name: 'Dark mode' });
    const wasDark = root.getAttribute('data-color-scheme') === 'dark';
    await userEvent.click(dark);
    await expect(root).toHaveAttribute('data-color-scheme', wasDark ? 'light' : 'dark');
    await expect(reset).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Horizontal' }));
    await expect(canvas.getByTestId('values')).toHaveTextContent('navLayout: horizontal');
    await userEvent.click(reset);
    await expect(root).toHaveAttribute('data-color-scheme', wasDark ? 'dark' : 'light');
    await expect(canvas.getByTestId('values')).toHaveTextContent('navLayout: vertical');
    await expect(reset).toBeDisabled();
    if (wasDark) await expect(dark).toBeChecked();
    else await expect(dark).not.toBeChecked();
  },
};

/** The §1 settings drawer (360 px, titled Settings), opened from a button; Reset sits in its footer. */
export const Drawer: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Open settings</Button>
      <SettingsDrawer {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open settings' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(361));
    const reset = within(dialog).getByRole('button', { name: 'Reset' });
    await expect(reset).toBeDisabled();
    // One Reset, in the footer.
    await expect(reset.closest('[data-part="actions"]')).not.toBeNull();
    await expect(within(dialog).getAllByRole('button', { name: 'Reset' })).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Purple' }));
    await expect(themeRoot(canvasElement)).toHaveAttribute('data-primary', 'purple');
    await expect(reset).toBeEnabled();
    await userEvent.click(reset);
    await expect(reset).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Open, with the navigation and font options hidden (as an app may choose). */
export const DrawerWithHiddenOptions: Story = {
  args: { isOpen: true, hide: ['navLayout', 'navColor', 'fontFamily'] },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Settings' });
    await expect(within(dialog).queryByRole('group', { name: 'Navigation' })).toBeNull();
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Font' })).toBeNull();
    await expect(within(dialog).getByRole('radiogroup', { name: 'Primary color' })).toBeInTheDocument();
    // The drawer slides in; wait for it to settle.
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Dark mode' })).toBeVisible());
  },
};

/** The six presets as swatches; choosing one re-themes everything at once (an attribute swap). */
export const PrimaryColorPresets: Story = {
  render: () => <SettingsPanel hide={['colorScheme', 'contrast', 'direction', 'compactLayout']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio', { name: /Green|Cyan|Purple|Blue|Orange|Red/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('radio', { name: 'Orange' }));
    await expect(canvas.getByRole('radio', { name: 'Orange' })).toBeChecked();
    await expect(themeRoot(canvasElement)).toHaveAttribute('data-primary', 'orange');
    await userEvent.keyboard('{ArrowRight}');
    await expect(themeRoot(canvasElement)).toHaveAttribute('data-primary', 'red');
  },
};

/** Compact layout off and the other layout choices. */
export const NavigationAndLayout: Story = {
  render: () => (
    <>
      <SettingsPanel hide={['primaryColor', 'fontFamily']} />
      <CurrentValues />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Compact' }));
    await expect(themeRoot(canvasElement)).toHaveAttribute('data-compact', 'false');
    await userEvent.click(canvas.getByRole('radio', { name: 'Mini' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Apparent' }));
    await expect(canvas.getByTestId('values')).toHaveTextContent('navLayout: mini');
    await expect(canvas.getByTestId('values')).toHaveTextContent('navColor: apparent');
  },
};

/** Right to left from the switch (in a left-to-right language). */
export const RightToLeftSwitch: Story = {
  render: () => <SettingsPanel hide={['navLayout', 'navColor', 'primaryColor', 'fontFamily']} />,
  play: async ({ canvasElement }) => {
    const rtl = within(canvasElement).getByRole('switch', { name: 'Right to left' });
    const before = themeRoot(canvasElement).getAttribute('dir');
    await userEvent.click(rtl);
    await expect(themeRoot(canvasElement)).toHaveAttribute('dir', before === 'rtl' ? 'ltr' : 'rtl');
  },
};

/** The font choice: Public Sans (shipped) or the system font. */
export const Font: Story = {
  render: () => (
    <SettingsPanel
      hide={[
        'colorScheme',
        'contrast',
        'direction',
        'compactLayout',
        'navLayout',
        'navColor',
        'primaryColor',
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'System font' }));
    await expect(themeRoot(canvasElement).style.getPropertyValue('--ab-font-family')).toMatch(/^system-ui/);
  },
};

/** Writes a broken value under its own key before the provider reads it. */
function SeededStorage({ children }: { children: ReactNode }) {
  useState(() => {
    try {
      localStorage.setItem('abossey-story-settings', '{"colorScheme":"dark","primaryColor":"pink"');
    } catch {
      // Storage unavailable: the provider falls back to the defaults anyway.
    }
    return true;
  });
  return (
    <SettingsProvider
      scope="element"
      storageKey="abossey-story-settings"
      style={{ padding: 24, maxInlineSize: 360 }}
    >
      {children}
    </SettingsProvider>
  );
}

/** Bad input: unreadable JSON under the storage key; every setting falls back to its default (§8). */
export const BrokenStoredValue: Story = {
  decorators: [
    (Story) => (
      <SeededStorage>
        <Story />
      </SeededStorage>
    ),
  ],
  render: () => (
    <>
      <SettingsPanel hide={['navLayout', 'navColor', 'fontFamily']} />
      <CurrentValues />
    </>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelectorAll('[data-ab-theme]');
    const inner = root[root.length - 1] as HTMLElement;
    await expect(inner).toHaveAttribute('data-color-scheme', 'light');
    await expect(inner).toHaveAttribute('data-primary', 'blue');
    await expect(within(canvasElement).getAllByRole('button', { name: 'Reset' }).at(-1)).toBeDisabled();
  },
};

export const Dark: Story = { ...Panel, globals: { colorScheme: 'dark' } };

/** Arabic: translated, right to left, and the direction switch locked on. */
export const RightToLeftArabic: Story = {
  render: () => <SettingsPanel />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rtl = canvas.getByRole('switch', { name: 'من اليمين إلى اليسار' });
    await expect(rtl).toBeChecked();
    await expect(rtl).toBeDisabled();
    await expect(rtl).toHaveAccessibleDescription('تحدده اللغة');
    await expect(themeRoot(canvasElement)).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('button', { name: 'إعادة تعيين' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'أخضر' })).toBeInTheDocument();
  },
};

/**
 * The open drawer in French (title, switches, Reset); the high contrast switch takes effect; the × reports
 * onOpenChange(false) to a controlled drawer.
 */
export const FrenchDrawerHighContrast: Story = {
  tags: ['!autodocs', 'no-visual'],
  args: { isOpen: true },
  globals: { locale: 'fr' },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Paramètres' });
    await expect(within(dialog).getByRole('switch', { name: 'Mode sombre' })).toBeInTheDocument();
    const reset = within(dialog).getByRole('button', { name: 'Réinitialiser' });
    await expect(reset).toBeDisabled();
    const contrast = within(dialog).getByRole('switch', { name: 'Contraste élevé' });
    await waitFor(() => expect(contrast).toBeVisible());
    await userEvent.click(contrast);
    await expect(themeRoot(canvasElement)).toHaveAttribute('data-contrast', 'high');
    await expect(reset).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
