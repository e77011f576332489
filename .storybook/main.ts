import type { StorybookConfig } from '@storybook/react-vite'

// Stories live beside the widgets; each widget folder has its own *.stories.tsx. The partner guide
// (docs/embedding.md) is a docs page of its own (src/PartnerGuide.mdx).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/widgets/src/**/*.mdx', '../packages/widgets/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Telemetry only slows the build down on a machine without the internet.
  core: { disableTelemetry: true }
}

export default config
