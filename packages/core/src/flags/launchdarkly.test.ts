import { describe, expect, it, vi } from 'vitest'
import { launchDarklyClientFactory } from './index.ts'

const sdkClient = { on: vi.fn() }
const initialize = vi.fn(() => sdkClient)

// The real SDK needs a browser; here only the hand-over to its `initialize` is checked.
vi.mock('launchdarkly-js-client-sdk', () => ({ initialize }))

describe('launchDarklyClientFactory', () => {
  it('loads the SDK on demand and initializes it with the id, context and options as given', async () => {
    const context = { key: 'anon', anonymous: true } as const
    const options = { baseUrl: 'https://localhost:4283', eventCapacity: 100 }
    const client = await launchDarklyClientFactory({ clientSideId: 'crew-portal-local', context, options })
    expect(client).toBe(sdkClient)
    expect(initialize).toHaveBeenCalledWith('crew-portal-local', context, options)
  })
})
