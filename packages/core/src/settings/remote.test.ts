import { beforeEach, describe, expect, it } from 'vitest'
import { $banner } from '../banner/store.ts'
import { configureTestCrewPortal, json, testSettings } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { loadRemoteConfiguration, parseRemoteConfiguration, REMOTE_CONFIGURATION_PATH } from './remote.ts'
import { $remoteConfiguration } from './remote-store.ts'

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal({ settings: { helpUrl: 'https://help.test', customerCareUrl: 'https://care.test' } })
})

const fileDefaults = {
  accessDeniedMessage: 'You do not have access to this page.',
  defaultErrorMessage: 'Something went wrong.',
  smsNotificationsEnabled: false,
  // As the link rule writes them (serverLinkUrl).
  helpUrl: 'https://help.test/',
  customerCareUrl: 'https://care.test/',
  privacyPolicyUrl: '',
  licenseAgreementUrl: ''
}

describe('remote configuration', () => {
  it('starts from the settings file’s values on configuration', () => {
    expect($remoteConfiguration.get()).toEqual(fileDefaults)
  })

  it('help and customer-care URLs default to empty when the file has none', () => {
    configureTestCrewPortal()
    expect($remoteConfiguration.get()).toMatchObject({ helpUrl: '', customerCareUrl: '' })
  })

  it('parse fills missing fields from the settings file', () => {
    expect(parseRemoteConfiguration({ smsNotificationsEnabled: true, other: 'ignored' }, testSettings())).toEqual({
      accessDeniedMessage: 'You do not have access to this page.',
      defaultErrorMessage: 'Something went wrong.',
      smsNotificationsEnabled: true,
      helpUrl: '',
      customerCareUrl: '',
      privacyPolicyUrl: '',
      licenseAgreementUrl: ''
    })
  })

  it('keeps the Privacy Policy and License Agreement links the API sends, when they are https:', () => {
    const parsed = parseRemoteConfiguration(
      { privacyPolicyUrl: 'https://crew.example/privacy', licenseAgreementUrl: 'https://crew.example/eula' },
      testSettings()
    )
    expect(parsed).toMatchObject({
      privacyPolicyUrl: 'https://crew.example/privacy',
      licenseAgreementUrl: 'https://crew.example/eula'
    })
  })

  it.each(['javascript:alert(1)', 'http://crew.example/privacy', '/privacy', 'data:text/html,<b>x</b>', 42, null])(
    'drops a link that is not an absolute https: URL (%s) and keeps the rest',
    (link) => {
      const parsed = parseRemoteConfiguration(
        { privacyPolicyUrl: link, licenseAgreementUrl: link, smsNotificationsEnabled: true },
        testSettings()
      )
      expect(parsed).toMatchObject({ privacyPolicyUrl: '', licenseAgreementUrl: '', smsNotificationsEnabled: true })
    }
  )

  it.each([
    'javascript:alert(1)',
    '\u0001javascript:alert(1)',
    ' vbscript:x',
    'data:text/html,<b>x</b>',
    'http://care.example/',
    '//evil.example/',
    42,
    null
  ])('a help or customer-care link that fails the link rule (%j) counts as not sent: the file’s stays', (link) => {
    const parsed = parseRemoteConfiguration(
      { helpUrl: link, customerCareUrl: link },
      testSettings({ helpUrl: 'https://help.test', customerCareUrl: '/help#customer-care' })
    )
    expect(parsed).toMatchObject({ helpUrl: 'https://help.test/', customerCareUrl: '/help#customer-care' })
  })

  it('keeps a help link on the app’s own origin as its path', () => {
    expect(
      parseRemoteConfiguration({ helpUrl: '/help', customerCareUrl: '/help#customer-care' }, testSettings())
    ).toMatchObject({
      helpUrl: '/help',
      customerCareUrl: '/help#customer-care'
    })
  })

  it('a settings file whose help links fail the link rule starts with no link', () => {
    configureTestCrewPortal({ settings: { helpUrl: 'javascript:alert(1)', customerCareUrl: '\u0001vbscript:x' } })
    expect($remoteConfiguration.get()).toMatchObject({ helpUrl: '', customerCareUrl: '' })
  })

  it('parse rejects wrong types', () => {
    expect(() => parseRemoteConfiguration({ smsNotificationsEnabled: 'yes' }, testSettings())).toThrow()
    expect(() => parseRemoteConfiguration(null, testSettings())).toThrow()
  })

  it('loads from the API without a token and updates the store', async () => {
    env.fetch.handler = () => json({ accessDeniedMessage: 'Denied by the API.', smsNotificationsEnabled: true })
    await expect(loadRemoteConfiguration()).resolves.toEqual({
      ...fileDefaults,
      accessDeniedMessage: 'Denied by the API.',
      smsNotificationsEnabled: true
    })
    expect($remoteConfiguration.get().accessDeniedMessage).toBe('Denied by the API.')
    const [request] = env.fetch.requests
    expect(request?.url).toBe(`https://api.test${REMOTE_CONFIGURATION_PATH}`)
    expect(request?.headers.get('authorization')).toBeNull()
  })

  it('does not ask for a token, so it works before sign-in', async () => {
    env.auth.tokenError = new Error('not signed in')
    env.fetch.handler = () => json({ helpUrl: 'https://help2.test' })
    await expect(loadRemoteConfiguration()).resolves.toMatchObject({ helpUrl: 'https://help2.test/' })
  })

  it('an empty message from the API keeps the file’s message', async () => {
    env.fetch.handler = () => json({ defaultErrorMessage: '  ' })
    await loadRemoteConfiguration()
    expect($remoteConfiguration.get()).toEqual(fileDefaults)
  })

  it('a failing or malformed answer keeps the file’s values, is logged and shows nothing', async () => {
    env.fetch.handler = () => json({ smsNotificationsEnabled: 'yes' })
    await expect(loadRemoteConfiguration()).resolves.toEqual(fileDefaults)
    env.fetch.handler = () => json({}, 500)
    await expect(loadRemoteConfiguration()).resolves.toEqual(fileDefaults)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(2)
  })
})
