// The test helpers other packages use (`@crew-portal/widgets/test`): rendering React into happy-dom
// inside act(), and finding controls the way a user names them.
export { button, cleanup, click, fire, press, render } from './render.tsx'
export type { Rendered } from './render.tsx'
export { examplePassData } from './fixtures.ts'
