import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { embedLoader } from './embedLoader.ts';

const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    // The docs site for hosts: guides and references, from the packages' READMEs and changelogs.
    './docs/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../site/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public', { from: '../packages/data/assets', to: '/assets' }],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@guessdle/source', ...defaultClientConditions];
    // The embed configurator's preview loads /embed.js: the real loader, built from source.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), embedLoader()];
    return viteConfig;
  },
};

export default config;
