import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { clientConditions } from '../vite.shared.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Every workspace package's stories, and the seeded-bug stories that prove the display-mode checks (hidden).
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', './proofs/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The theme paints the canvas (bg.canvas), so Storybook's own background switcher would only get in the way.
  features: { backgrounds: false },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      resolve: { conditions: clientConditions },
    });
  },
};

export default config;
