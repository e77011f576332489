import { beforeEach, describe, expect, it } from 'vitest'
import { $banner } from '../banner/store.ts'
import { $sessionExpired } from '../session/state.ts'
import { $remoteConfiguration } from '../settings/remote-store.ts'
import { configureTestCrewPortal, json } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { apiFetch } from './api-fetch.ts'
import { errorOutcome, isWhitelisted, WHITELISTED_URLS } from './catalogue.ts'
import type { CatalogueContext } from './catalogue.ts'

const API = 'https://api.test/api/v1'
const online: CatalogueContext = { online: true, accessDeniedMessage: 'Access denied.', defaultErrorMessage: 'Oops.' }
const offline: CatalogueContext = { ...online, online: false }

const whitelistedUrls = [
  `${API}/reservationdocuments/tsa?reservationId=R1`,
  `${API}/Schedule`,
  `${API}/RecentlyViewedDocuments`,
  `${API}/DocumentViewerStatus`
]

describe('the error catalogue (R-ERRORS-1 to R-ERRORS-3), as a pure decision', () => {
  it('401 -> the session-expired dialog', () => {
    expect(errorOutcome({ url: `${API}/user`, status: 401 }, online)).toEqual({ kind: 'sessionExpired' })
  })

  it('401 -> session expired even on a whitelisted URL', () => {
    expect(errorOutcome({ url: `${API}/Schedule`, status: 401 }, online)).toEqual({ kind: 'sessionExpired' })
  })

  it('403 -> critical banner with the configured access-denied message', () => {
    expect(errorOutcome({ url: `${API}/accesspass`, status: 403 }, online)).toEqual({
      kind: 'banner',
      message: 'Access denied.',
      reason: 'accessDenied'
    })
  })

  it.each(whitelistedUrls)('403 on whitelisted %s -> nothing', (url) => {
    expect(errorOutcome({ url, status: 403 }, online)).toEqual({ kind: 'none' })
  })

  it.each([
    [
      '404 on a trainingrecord/documents URL -> the server’s error text',
      '/trainingrecord/E1/documents',
      'No record yet.',
      'No record yet.',
      'notFound'
    ],
    [
      'trainingrecord/documents matches in any letter case',
      '/TrainingRecord/E1/Documents',
      'None.',
      'None.',
      'notFound'
    ],
    [
      '404 on trainingrecord/documents without server text -> the default message',
      '/trainingrecord/E1/documents',
      ' ',
      'Oops.',
      'notFound'
    ],
    ['404 elsewhere -> the default message', '/trainingevents/E9', 'Not found', 'Oops.', 'serverError']
  ])('%s', (_name, path, serverMessage, message, reason) => {
    expect(errorOutcome({ url: `${API}${path}`, status: 404, serverMessage }, online)).toEqual({
      kind: 'banner',
      message,
      reason
    })
  })

  it.each([500, 400, 502])('%i -> the default message', (status) => {
    expect(errorOutcome({ url: `${API}/user`, status }, online)).toEqual({
      kind: 'banner',
      message: 'Oops.',
      reason: 'serverError'
    })
  })

  it('no answer at all (network) -> the default message', () => {
    expect(errorOutcome({ url: `${API}/user` }, online)).toEqual({
      kind: 'banner',
      message: 'Oops.',
      reason: 'serverError'
    })
  })

  it.each(whitelistedUrls)('500 and network errors on whitelisted %s -> nothing', (url) => {
    expect(errorOutcome({ url, status: 500 }, online)).toEqual({ kind: 'none' })
    expect(errorOutcome({ url }, online)).toEqual({ kind: 'none' })
  })

  it('whitelist entries match as case-insensitive substrings', () => {
    expect(isWhitelisted('https://api.test/API/V1/schedule/2026')).toBe(true)
    expect(isWhitelisted('https://api.test/api/v1/RESERVATIONDOCUMENTS/TSA')).toBe(true)
    expect(isWhitelisted('https://api.test/api/v1/recentlyvieweddocuments')).toBe(true)
    expect(isWhitelisted('https://api.test/api/v1/documentviewerstatus')).toBe(true)
    expect(isWhitelisted('https://api.test/api/v1/reservationdocuments')).toBe(false)
    expect(isWhitelisted('https://api.test/api/v2/Schedule')).toBe(false)
    expect(WHITELISTED_URLS).toHaveLength(4)
  })

  it('shows no banner while offline', () => {
    expect(errorOutcome({ url: `${API}/user`, status: 500 }, offline)).toEqual({ kind: 'none' })
    expect(errorOutcome({ url: `${API}/user`, status: 403 }, offline)).toEqual({ kind: 'none' })
    expect(
      errorOutcome({ url: `${API}/trainingrecord/E1/documents`, status: 404, serverMessage: 'x' }, offline)
    ).toEqual({
      kind: 'none'
    })
  })

  it('a token that cannot be renewed -> session expired', () => {
    expect(errorOutcome({ url: `${API}/user`, tokenUnavailable: true }, online)).toEqual({ kind: 'sessionExpired' })
  })
})

describe('the catalogue carried out by apiFetch', () => {
  let env: TestEnvironment
  beforeEach(() => {
    env = configureTestCrewPortal()
  })

  const fail = async (path: string, status: number, body: unknown = {}) => {
    env.fetch.handler = () => json(body, status)
    await apiFetch(path).catch(() => undefined)
  }

  it('401 sets $sessionExpired and shows no banner', async () => {
    await fail('/api/v1/user', 401)
    expect($sessionExpired.get()).toBe(true)
    expect($banner.get().isVisible).toBe(false)
  })

  it('403 shows the access-denied message the remote configuration holds', async () => {
    $remoteConfiguration.set({ ...$remoteConfiguration.get(), accessDeniedMessage: 'No entry from the API.' })
    await fail('/api/v1/accesspass', 403)
    expect($banner.get()).toEqual({
      kind: 'critical',
      message: 'No entry from the API.',
      reason: 'accessDenied',
      isVisible: true,
      hideSuffix: false,
      hideContactUs: false
    })
  })

  it('403 without a remote configuration uses the settings file’s message', async () => {
    await fail('/api/v1/accesspass', 403)
    expect($banner.get().message).toBe('You do not have access to this page.')
  })

  it('404 on training record documents shows the server text', async () => {
    await fail('/api/v1/trainingrecord/E1/documents', 404, { message: 'Your training record is not ready.' })
    expect($banner.get()).toMatchObject({ kind: 'critical', message: 'Your training record is not ready.' })
  })

  it('500 shows the default message', async () => {
    await fail('/api/v1/user', 500)
    expect($banner.get()).toMatchObject({ kind: 'critical', message: 'Something went wrong.', isVisible: true })
  })

  it('500 on a whitelisted URL shows nothing but is still logged', async () => {
    await fail('/api/v1/RecentlyViewedDocuments', 500)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records).toHaveLength(1)
  })

  it('shows no banner while the browser is offline, but still logs', async () => {
    env.setOnline(false)
    await fail('/api/v1/user', 500)
    expect($banner.get().isVisible).toBe(false)
    expect(env.telemetry.records).toHaveLength(1)
  })
})
