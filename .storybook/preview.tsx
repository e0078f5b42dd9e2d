import '@abossey/ui/fonts.css';
import {
  type ColorScheme,
  type Contrast,
  type Density,
  type Direction,
  I18nProvider,
  type LanguageCode,
  languages,
  type PrimaryColor,
  primaryColors,
  ThemeProvider,
} from '@abossey/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { storyI18n } from '../packages/ui/src/test/storyI18n.ts';
import { expectNoConsoleErrors, watchConsoleErrors } from './consoleErrors.ts';
import { checkExtraModes } from './modes.ts';

interface AbosseyGlobals {
  locale: LanguageCode;
  colorScheme: ColorScheme;
  contrast: Contrast;
  primaryColor: PrimaryColor;
  direction: Direction | 'auto';
  density: Density;
}

/**
 * Wraps every story in the ui providers, driven by the toolbar. On the canvas the theme owns `<html>` (so
 * popovers rendered into `<body>` are themed too); on docs pages each example gets its own themed block.
 */
const withAbossey: Decorator = (Story, context) => {
  const globals = context.globals as AbosseyGlobals;
  const inDocs = context.viewMode === 'docs';
  return (
    <I18nProvider i18n={storyI18n(globals.locale)}>
      <ThemeProvider
        scope={inDocs ? 'element' : 'document'}
        colorScheme={globals.colorScheme}
        contrast={globals.contrast}
        primaryColor={globals.primaryColor}
        direction={globals.direction === 'auto' ? undefined : globals.direction}
        density={globals.density}
        style={inDocs ? { padding: '1.5rem', borderRadius: 8 } : undefined}
      >
        <Story />
      </ThemeProvider>
    </I18nProvider>
  );
};

/**
 * Public Sans is `font-display: optional` (docs/adr/0023): a face that arrives after text was drawn with the fallback is
 * never used on that page. Loaded before the first story draws any text, it is used from the start, so screenshots
 * and measured layouts do not depend on how fast the font files came. The sample covers the latin, latin-ext (₵) and
 * vietnamese subsets.
 */
const loadFonts = async () => {
  await Promise.all(
    [400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 1em "Public Sans"`, 'Aa GH₵ ệ')),
  );
};

const preview: Preview = {
  decorators: [withAbossey],
  loaders: [loadFonts],
  // In the Vitest run, a story that logs console.error fails (consoleErrors.ts), and every story is also checked
  // with axe in dark, high contrast and right-to-left (modes.ts).
  beforeEach: watchConsoleErrors,
  afterEach: async (context) => {
    await expectNoConsoleErrors(context);
    await checkExtraModes(context);
  },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Any axe violation fails the story's test (npm run test:stories), in real Chromium with real colours.
    a11y: {
      test: 'error',
      // react-aria's live announcer (a visually hidden region in <body>) can still hold, for a few seconds, a
      // message pointing at a button from the previous story; it is react-aria's machinery, not the story.
      context: { exclude: ['[data-live-announcer]'] },
    },
    options: {
      storySort: { order: ['Foundations', 'Components', 'Commerce', 'Shell', 'Widgets'] },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language (Arabic is right-to-left)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((l) => ({
          value: l.code,
          title: l.label,
          right: l.dir === 'rtl' ? 'RTL' : l.translated ? undefined : 'falls back to English',
        })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'sun',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    contrast: {
      description: 'Contrast',
      toolbar: {
        title: 'Contrast',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Default contrast' },
          { value: 'high', title: 'High contrast' },
        ],
        dynamicTitle: true,
      },
    },
    primaryColor: {
      description: 'Primary colour preset',
      toolbar: {
        title: 'Primary',
        icon: 'paintbrush',
        items: primaryColors.map((value) => ({
          value,
          title: value === 'default' ? 'Default (green)' : value,
        })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'From language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: [
          { value: 'comfortable', title: 'Comfortable' },
          { value: 'compact', title: 'Compact' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    colorScheme: 'light',
    contrast: 'default',
    primaryColor: 'blue',
    direction: 'auto',
    density: 'comfortable',
  } satisfies AbosseyGlobals,
};

export default preview;
