// Two copies of the kit (two module instances, as names.test.ts makes them) in connected mode:
// each has its own configuration, but both would keep the pilot's offline pass and door key in
// this origin's one storage, so the second to connect says so.
import { afterEach, expect, it, vi } from 'vitest'

const CONNECTED = Symbol.for('crew-portal.widgets.connected')

async function copyOfTheKit(version: string) {
  vi.resetModules()
  vi.doMock('./version.ts', () => ({ KIT_VERSION: version }))
  try {
    return await import('./configure.ts')
  } finally {
    vi.doUnmock('./version.ts')
  }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, CONNECTED)
  vi.restoreAllMocks()
})

it('a second copy configuring connected mode warns once, naming both versions; one copy configuring again does not', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const options = { apiBaseUrl: 'https://api.crew-portal.example', getAccessToken: () => 'token' }
  const first = await copyOfTheKit('0.2.0')
  const second = await copyOfTheKit('3.0.0')
  first.configure(options)
  first.configure(options)
  expect(warn).not.toHaveBeenCalled()
  second.configure(options)
  second.configure(options)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]?.[0]).toContain(
    'connected mode was configured by two copies of the kit on this page (versions 0.2.0 and 3.0.0)'
  )
})

it('a configuration that is refused takes nothing: the next copy to connect is the first', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const first = await copyOfTheKit('0.2.0')
  expect(() => first.configure({ apiBaseUrl: 'ftp://x', getAccessToken: () => 'token' })).toThrow(TypeError)
  const second = await copyOfTheKit('3.0.0')
  second.configure({ apiBaseUrl: 'https://api.crew-portal.example', getAccessToken: () => 'token' })
  expect(warn).not.toHaveBeenCalled()
})
