// Hostile data runs nothing (docs/security-hostile.md): every page that shows server text, rendered
// with the core's page models over a fake API whose answers carry the corpus (each string the next
// payload the contract still accepts, so the text reaches the page), with the settings file's and
// the signed-in user's strings hostile too; and once with every string of every answer replaced,
// which the contract refuses. Nothing may leave an inline handler, a script URL in an href or src,
// or an element no view renders, in the page or in the elements' shadow roots.
import { initAuth } from '@crew-portal/core'
import {
  HOSTILE_PAYLOADS,
  HOSTILE_TEXTS,
  HOSTILE_URLS,
  answerSchemaFor,
  configureTestCrewPortal,
  hostileAnswer,
  hostileDomFindings,
  mapStrings,
  payloadCycle,
  testUser,
  watchForScriptRuns
} from '@crew-portal/core/test'
import type { HostilePayload } from '@crew-portal/core/test'
import fc from 'fast-check'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi, json } from '../test/api.ts'
import { cleanup, renderPage, settle, textOf, waitFor } from '../test/render.tsx'
import { Page as AccessPassArea } from './access-pass/index.tsx'
import { Page as AppInsightsPage } from './app-insights/index.tsx'
import { Page as ErrorPage } from './error/index.tsx'
import { Page as HelpPage } from './help/index.tsx'
import { Page as LearningArea } from './learning/index.tsx'
import { Page as LibraryArea } from './library/index.tsx'
import { Page as PreCheckInArea } from './pre-check-in/index.tsx'
import { Page as TrainingArea } from './training/index.tsx'
import type { PageProps } from './types.ts'
import { Page as UserArea } from './user/index.tsx'
import * as fixtures from '@crew-portal/contract/fixtures'

const pwned = watchForScriptRuns()
afterEach(cleanup)

// The test clock stands at 2026-11-22 09:00 UTC: one event ahead, one done with its records.
const pastEvent = fixtures.trainingEventWith({
  id: 'evt-bat-past-1',
  programName: 'A320 Recurrent',
  startDate: '2026-06-08T08:00:00Z',
  endDate: '2026-06-12T17:00:00Z',
  status: 'completed',
  preCheckInStatus: 'not-required',
  // A document due after the event's start is refused: this one required none.
  requiredReading: []
})
const events = [fixtures.exampleTrainingEvent, pastEvent]
const noContent = () => new Response(null, { status: 204 })

/** The fake API's answers, as the local services seed would give them. */
const answers: Record<string, unknown> = {
  'GET /trainingevents': events,
  'GET /trainingevents/evt-bat-1': fixtures.exampleTrainingEvent,
  'GET /trainingevents/evt-bat-past-1': pastEvent,
  'GET /reading/acknowledgements': [fixtures.exampleAcknowledgement],
  'GET /trainingrecord/evt-bat-past-1/documents': [fixtures.exampleTrainingRecordDocument],
  'GET /trainingrecord/evt-bat-1/documents': [],
  'GET /precheckin/evt-bat-1': fixtures.examplePreCheckIn,
  'GET /reservationdocuments/tsa': fixtures.exampleTsaStatus,
  'GET /directory/contacts': { ...fixtures.exampleDirectoryContact, photo: fixtures.TINY_JPEG_BASE64 },
  'GET /library/categories': fixtures.exampleLibraryCategories,
  'GET /library/documents': [
    fixtures.exampleLibraryDocument,
    { ...fixtures.exampleLibraryDocument, id: 'doc-2', featured: false }
  ],
  'GET /library/documents/doc-a320-fcom': fixtures.exampleLibraryDocument,
  'GET /RecentlyViewedDocuments': [fixtures.exampleRecentlyViewed],
  'GET /courseware': [
    fixtures.exampleCourseware,
    { ...fixtures.exampleCourseware, coursewareId: 'cw-2', percent: 0, lastLocation: null, updatedAt: null }
  ],
  'GET /accesspass': [fixtures.exampleAccessPass],
  'GET /user/notifications': fixtures.exampleNotificationSettings
}

interface PageCase {
  path: string
  Page: ComponentType<PageProps>
  /** Answers that differ from the common ones. */
  answers?: Record<string, unknown>
}

const pages: PageCase[] = [
  { path: '/training', Page: TrainingArea },
  { path: '/training', Page: TrainingArea, answers: { 'GET /trainingevents': [] } },
  { path: '/training/evt-bat-1', Page: TrainingArea },
  { path: '/training/evt-bat-past-1', Page: TrainingArea },
  { path: '/pre-check-in', Page: PreCheckInArea },
  { path: '/pre-check-in/evt-bat-1', Page: PreCheckInArea },
  { path: '/library', Page: LibraryArea },
  { path: '/library/doc-a320-fcom', Page: LibraryArea },
  { path: '/library-fto', Page: LibraryArea },
  { path: '/learning', Page: LearningArea },
  { path: '/learning/cw-a320-systems', Page: LearningArea },
  { path: '/access-pass', Page: AccessPassArea },
  { path: '/user', Page: UserArea },
  { path: '/user/settings/notifications', Page: UserArea },
  { path: '/help', Page: HelpPage },
  { path: '/app-insights', Page: AppInsightsPage }
]

interface Hostile {
  text(): HostilePayload
  url(): HostilePayload
  /** The ids of the payloads that reached the page (the contract let them through). */
  reached: Set<string>
}

function hostile(start: number): Hostile {
  return {
    text: payloadCycle(HOSTILE_TEXTS, start),
    url: payloadCycle(HOSTILE_URLS, start),
    reached: new Set<string>()
  }
}

/** Each answer with the corpus in every string its schema still accepts. */
function acceptedAnswers(routes: Record<string, unknown>, values: Hostile): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(routes).map(([route, body]) => {
      const [method = 'GET', path = ''] = route.split(' ')
      const schema = answerSchemaFor(method, path)
      if (!schema) throw new Error(`no answer schema for ${route}`)
      const result = hostileAnswer(body, schema, values.text, values.url)
      for (const id of result.payloads) values.reached.add(id)
      return [route, result.answer]
    })
  )
}

/** Each answer with every string replaced, which the contract refuses: the page shows its error. */
function refusedAnswers(routes: Record<string, unknown>, values: Hostile): Record<string, unknown> {
  return mapStrings(routes, (original) => (/^https?:/.test(original) ? values.url() : values.text()).text) as Record<
    string,
    unknown
  >
}

/** Renders the page over `routes` with hostile settings and user, and returns what the DOM check finds. */
async function renderHostile(
  { path, Page }: PageCase,
  routes: Record<string, unknown>,
  values: Hostile
): Promise<string[]> {
  const text = () => values.text().text
  configureTestCrewPortal({
    fetch: fakeApi({ ...routes, 'POST /RecentlyViewedDocuments': noContent, 'POST /DocumentViewerStatus': noContent }),
    user: { ...testUser, givenName: text(), lastName: text() },
    settings: {
      buildNumber: text(),
      accessDeniedMessage: text(),
      defaultErrorMessage: text(),
      helpUrl: values.url().text,
      customerCareUrl: values.url().text,
      appInsights: {
        connectionString: `InstrumentationKey=${text()};IngestionEndpoint=${values.url().text}`,
        showAppInsightComponent: true
      }
    }
  })
  initAuth()
  const { container } = renderPage(Page, path)
  await waitFor(
    () => expect(container.querySelector('[aria-busy="true"], .page-state--loading')).toBeNull(),
    3000
  ).catch(() => undefined)
  await settle()
  return hostileDomFindings(document.body)
}

describe('host-app pages with hostile data', () => {
  for (const page of pages) {
    const name = `${page.path}${page.answers ? ` (${Object.keys(page.answers).join(', ')} differs)` : ''}`
    const routes = { ...answers, ...page.answers }

    it(`${name}: the corpus in every string the contract accepts leaves nothing behind and runs nothing`, async () => {
      const reached = new Set<string>()
      for (let round = 0; round < 4; round += 1) {
        const values = hostile(round * 17)
        expect(await renderHostile(page, acceptedAnswers(routes, values), values)).toEqual([])
        for (const id of values.reached) reached.add(id)
        cleanup()
      }
      expect(pwned).not.toHaveBeenCalled()
      expect(reached.size).toBeGreaterThanOrEqual(20)
    }, 60_000)

    it(`${name}: every string of every answer replaced (refused by the contract) leaves nothing behind`, async () => {
      const values = hostile(5)
      expect(await renderHostile(page, refusedAnswers(routes, values), values)).toEqual([])
      expect(pwned).not.toHaveBeenCalled()
    }, 30_000)

    it(`${name}: so does a random mix of the corpus`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.nat(HOSTILE_PAYLOADS.length * 4), async (start) => {
          const values = hostile(start)
          const findings = await renderHostile(page, acceptedAnswers(routes, values), values)
          cleanup()
          return findings.length === 0
        }),
        { numRuns: 5 }
      )
      expect(pwned).not.toHaveBeenCalled()
    }, 60_000)
  }

  it('/error: the query’s message shows as text, whatever it is', async () => {
    for (const { text } of HOSTILE_PAYLOADS.filter((payload) => payload.id !== 'o08')) {
      configureTestCrewPortal()
      renderPage(ErrorPage, `/error?error=${encodeURIComponent(text)}`)
      await settle()
      expect(hostileDomFindings(document.body)).toEqual([])
      expect(textOf(document.querySelector('.error-page__message') ?? document.body).length).toBeGreaterThan(0)
      cleanup()
    }
    expect(pwned).not.toHaveBeenCalled()
  }, 60_000)

  it('/help with a hash that is not percent-encoding (a configured link to /help#%) shows the page instead of throwing', async () => {
    for (const hash of ['#%', '#%E0%A4%A', '#customer-care%']) {
      window.location.hash = hash
      configureTestCrewPortal()
      renderPage(HelpPage, `/help${hash}`)
      await settle()
      expect(document.querySelector('h1')?.textContent).toBe('Help')
      cleanup()
    }
    window.location.hash = ''
  })

  it('a payload reaches the page as text (the contract let it through)', async () => {
    const values = hostile(0)
    const accepted = acceptedAnswers({ 'GET /trainingevents': events }, values)
    configureTestCrewPortal({ fetch: fakeApi(accepted) })
    renderPage(TrainingArea, '/training')
    const programName = (accepted['GET /trainingevents'] as { programName: string }[])[0]?.programName ?? ''
    expect(programName).not.toBe(fixtures.exampleTrainingEvent.programName)
    await waitFor(() => expect(document.body.textContent).toContain(programName))
  })

  it('the fake API answers a refused answer with the page’s error, not a crash', async () => {
    configureTestCrewPortal({ fetch: fakeApi({ 'GET /trainingevents': json([{ id: '<script>' }]) }) })
    renderPage(TrainingArea, '/training')
    await waitFor(() => expect(textOf()).toContain('We could not load your training'))
  })
})
