import type { Preview } from '@storybook/react-vite'
import { configureTestCrewPortal, type TestEnvironmentOptions } from '@crew-portal/core/test/fakes'
import { assertStoryKeepsA11yChecks } from './a11y-policy.ts'
import { modeGlobalTypes, modeInitialGlobals, modeViewportParameter, withModes } from './modes.tsx'
import '../packages/widgets/src/theme/tokens.css'
import './preview.css'

const preview: Preview = {
  // Every story gets a fresh fake environment: connected views read the core's stores, never the
  // network, the real clock or real storage. A story chooses its user, API answers or time with
  // `parameters.crewEnvironment`.
  beforeEach({ id, parameters }) {
    assertStoryKeepsA11yChecks(id, parameters.a11y)
    configureTestCrewPortal((parameters.crewEnvironment as TestEnvironmentOptions | undefined) ?? {})
  },
  // The toolbar's locale, direction and colour scheme (docs/storybook.md, "Modes"), applied to every
  // story; the viewport is Storybook's own global, with a phone and a desktop width added.
  globalTypes: modeGlobalTypes,
  initialGlobals: modeInitialGlobals,
  decorators: [withModes],
  tags: ['autodocs'],
  parameters: {
    // Every story is a test that fails on any axe violation (npm test runs them in Chromium).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'fullscreen',
    viewport: modeViewportParameter
  }
}

export default preview
