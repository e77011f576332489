import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { exampleAccessPass, issueCredentialFor, json, testPassIssuer } from '@crew-portal/core/test/fakes'
import type { FetchHandler, TestEnvironmentOptions, TestPassIssuer } from '@crew-portal/core/test/fakes'
import './element.ts'
import { crewElementDocs } from '../../scripts/docs/crew-docs.ts'
import '../elements/react-jsx.ts'
import { storyPassData } from '../test/fixtures.ts'
import type { AccessPassData } from './pass.ts'

interface Args {
  pass: AccessPassData | undefined
  offline: boolean
  updatedAt: string
}

const pass = storyPassData

const meta = {
  title: 'Elements/crew-access-pass',
  args: { pass, offline: false, updatedAt: '2026-11-27T07:15:00Z' },
  render: (args) => <crew-access-pass pass={args.pass} offline={args.offline} updated-at={args.updatedAt} />,
  parameters: { layout: 'padded', docs: { description: { component: crewElementDocs('crew-access-pass') } } }
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Valid: Story = {}
export const NotYetValid: Story = {
  args: { pass: { ...pass, validFrom: '2099-01-01T06:00:00Z', validUntil: '2099-01-03T22:00:00Z' } }
}
export const Expired: Story = {
  args: { pass: { ...pass, validFrom: '2001-01-01T06:00:00Z', validUntil: '2001-01-03T22:00:00Z' } }
}
export const Offline: Story = { args: { offline: true } }
export const NoPass: Story = { args: { pass: undefined } }

// Connected: the core's pass model in the stories' fake environment (its clock stands at 2026-11-22
// 09:00 UTC). The API issues a real credential for the device key the story's environment makes.
const doorPass = { ...exampleAccessPass, validFrom: '2026-11-20T00:00:00Z' }
let issuer: Promise<TestPassIssuer> | undefined
const issuing: FetchHandler = async (request) =>
  (await issueCredentialFor(request, await (issuer ??= testPassIssuer()), [doorPass])) ?? json([doorPass])
/**
 * A connected pass, and what it shows once its data arrived: the fake API answers and the device
 * signs a few tasks after the element rendered, so the play function waits for the door code's final
 * state (text in a part, in the element's shadow root). The story's axe check and the story matrix
 * then see that state, not the empty element before it.
 */
const connected = (crewEnvironment: TestEnvironmentOptions, settled: { part: string; text: string }): Story => ({
  render: () => <crew-access-pass connected />,
  parameters: { crewEnvironment },
  play: async ({ canvasElement }) => {
    const shown = () =>
      canvasElement.querySelector('crew-access-pass')?.shadowRoot?.querySelector(`[part~="${settled.part}"]`)
    await waitFor(
      () => expect(`${shown()?.textContent ?? ''}${shown()?.getAttribute('aria-label') ?? ''}`).toContain(settled.text),
      { timeout: 10_000 }
    )
  }
})

/** The door code: signed by this device for the window, with the mark that runs down to the next one. */
export const DoorCode: Story = {
  ...connected({ fetch: issuing }, { part: 'qr', text: 'Door code of access pass' }),
  // The device key and its signature are new at each run, so the code's modules are too: the story
  // matrix leaves the code out of its screenshot comparison (docs/storybook.md, "The story matrix").
  parameters: { crewEnvironment: { fetch: issuing }, matrix: { mask: ['.qr-frame--door [part~="qr"]'] } }
}
/** The credential could not be issued: the pass shows, the door code says why not. */
export const DoorCodeFailed: Story = connected(
  { fetch: (request) => (request.url.includes('/credential') ? json({ message: 'down' }, 500) : json([doorPass])) },
  { part: 'door-notice', text: 'could not be prepared' }
)
// Its credential request never ends; the next story's configuration prepares its own all the same.
/** The first online visit, while the API issues the credential. */
export const DoorCodePreparing: Story = connected(
  {
    fetch: (request) =>
      request.url.includes('/credential') ? new Promise<Response>(() => undefined) : json([doorPass])
  },
  { part: 'door-notice', text: 'Preparing the door code' }
)
