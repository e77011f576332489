import { $banner, TSA_STATUS_TEXT, initAuth, preCheckInDraft } from '@crew-portal/core'
import type { PreCheckIn } from '@crew-portal/contract'
import {
  configureTestCrewPortal,
  examplePreCheckIn,
  examplePreCheckInAnswers,
  exampleTrainingEvent,
  exampleTsaStatus,
  trainingEventWith,
  type TestEnvironment
} from '@crew-portal/core/test'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi, json, type ApiRoutes } from '../../test/api.ts'
import {
  button,
  cleanup,
  click,
  field,
  fire,
  link,
  renderPage,
  submit,
  textOf,
  type,
  waitFor
} from '../../test/render.tsx'
import { Page as PreCheckInArea } from './index.tsx'

// The test clock stands at 2026-11-22 09:00 UTC; the example event starts on 27-11-2026.
let env: TestEnvironment
function start(routes: ApiRoutes): TestEnvironment {
  // The example event requires reading: the pilot has confirmed none of it.
  env = configureTestCrewPortal({ fetch: fakeApi({ 'GET /reading/acknowledgements': [], ...routes }) })
  return env
}

afterEach(cleanup)

const h1 = () => [...document.querySelectorAll('h1')].map((heading) => textOf(heading))
const puts = () => env.fetch.requests.filter((request) => request.method === 'PUT')

describe('pre-check-in list', () => {
  it('says it is loading, then lists the events to do and those done', async () => {
    const done = trainingEventWith({
      id: 'evt-done',
      programName: 'A350 Differences',
      startDate: '2027-02-01T08:00:00Z',
      endDate: '2027-02-03T17:00:00Z',
      preCheckInStatus: 'done'
    })
    const notRequired = trainingEventWith({
      id: 'evt-free',
      programName: 'Recurrent',
      preCheckInStatus: 'not-required'
    })
    let answer: (response: Response) => void = () => {}
    start({ 'GET /trainingevents': () => new Promise<Response>((resolve) => (answer = resolve)) })
    renderPage(PreCheckInArea, '/pre-check-in')
    expect(textOf()).toContain('Loading your training')
    await waitFor(() => expect(env.fetch.requests).toHaveLength(1))
    answer(json([exampleTrainingEvent, done, notRequired]))
    await waitFor(() => expect(textOf()).toContain('A320 Type Rating'))
    expect(h1()).toEqual(['Pre-check-in'])
    const toDo = document.querySelector('[aria-labelledby="pre-check-in-to-do"]') as HTMLElement
    expect(link(/^Start pre-check-in/, toDo).getAttribute('href')).toBe('/pre-check-in/evt-bat-1')
    expect(textOf(toDo)).toContain('27-11-2026')
    const doneSection = document.querySelector('[aria-labelledby="pre-check-in-done"]') as HTMLElement
    expect(link(/^Done/, doneSection).getAttribute('href')).toBe('/pre-check-in/evt-done')
    expect(textOf()).not.toContain('Recurrent')
  })

  it('tells crew with nothing to pre-check in where their training is', async () => {
    start({ 'GET /trainingevents': [] })
    renderPage(PreCheckInArea, '/pre-check-in')
    await waitFor(() => expect(textOf()).toContain('Nothing to pre-check in'))
    expect(link('Go to your training').getAttribute('href')).toBe('/training')
  })

  it('shows an error when the events cannot load', async () => {
    start({ 'GET /trainingevents': json({ message: 'down' }, 503) })
    renderPage(PreCheckInArea, '/pre-check-in')
    await waitFor(() =>
      expect(textOf(document.querySelector('[role="alert"]') as HTMLElement)).toContain(
        'We could not load your training'
      )
    )
  })
})

describe('pre-check-in form', () => {
  const saved = (): PreCheckIn => ({
    ...examplePreCheckIn,
    status: 'done',
    answers: examplePreCheckInAnswers,
    updatedAt: '2026-11-22T09:00:00Z'
  })
  const bodies: unknown[] = []
  const routes = (overrides: ApiRoutes = {}): ApiRoutes => ({
    'GET /trainingevents/evt-bat-1': exampleTrainingEvent,
    'GET /precheckin/evt-bat-1': examplePreCheckIn,
    'GET /reservationdocuments/tsa': exampleTsaStatus,
    'PUT /precheckin/evt-bat-1': async (request: Request) => {
      bodies.push(await request.json())
      return json(saved())
    },
    ...overrides
  })
  afterEach(() => void bodies.splice(0))

  async function openForm(overrides?: ApiRoutes): Promise<HTMLFormElement> {
    start(routes(overrides))
    renderPage(PreCheckInArea, '/pre-check-in/evt-bat-1')
    return waitFor(() => {
      const form = document.querySelector('form')
      if (!form) throw new Error('no form yet')
      return form
    })
  }

  function fill(values: {
    arrival: string
    passport: string
    licence: string
    medical: string
    confirm?: boolean
  }): void {
    if (values.confirm !== false) fire(() => field('My personal details above are correct').click())
    type(field('Arrival date'), values.arrival)
    type(field('Passport expiry date'), values.passport)
    type(field('Licence expiry date'), values.licence)
    type(field('Medical certificate expiry date'), values.medical)
  }

  /** The messages a field points at with aria-describedby. */
  function describedText(control: HTMLElement): string {
    return (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => textOf(document.getElementById(id) as HTMLElement))
      .join(' ')
  }

  it('shows the personal details, the event and the TSA status read only', async () => {
    await openForm()
    expect(h1()).toEqual(['Pre-check-in: A320 Type Rating'])
    expect(textOf()).toContain('Alex Morgan')
    expect(textOf()).toContain('bat.pilot@example.com')
    await waitFor(() => expect(textOf()).toContain('TSA approval'))
    await waitFor(() => expect(textOf()).toContain('Approved'))
    expect(
      env.fetch.requests.some((request) => request.url.endsWith('/reservationdocuments/tsa?reservationId=RES-1001'))
    ).toBe(true)
  })

  it('shows a message next to each invalid field, focuses the first, and saves nothing', async () => {
    const form = await openForm()
    submit(form)
    await waitFor(() => expect(textOf()).toContain('Please correct the fields marked below.'))

    const confirm = field('My personal details above are correct')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(confirm)).toBe('Please confirm that your personal details are correct.')
    expect(document.activeElement).toBe(confirm)
    const arrival = field('Arrival date')
    expect(arrival.getAttribute('aria-invalid')).toBe('true')
    expect(describedText(arrival)).toContain('Enter your arrival date.')
    expect(describedText(field('Passport expiry date'))).toContain('Enter the expiry date of your passport.')
    expect(describedText(field('Medical certificate expiry date'))).toContain(
      'Enter the expiry date of your medical certificate.'
    )
    expect(puts()).toHaveLength(0)
  })

  it('moves focus to the first invalid field below a valid one', async () => {
    const form = await openForm()
    fill({ arrival: '31-02-2026', passport: '30-04-2030', licence: '25-11-2026', medical: '30-06-2027' })
    submit(form)
    await waitFor(() => expect(document.activeElement).toBe(field('Arrival date')))
    expect(describedText(field('Arrival date'))).toContain('Enter a real date as dd-MM-yyyy')
    expect(field('My personal details above are correct').getAttribute('aria-invalid')).toBeNull()
    expect(puts()).toHaveLength(0)
  })

  it('saves valid answers (the PUT body), says so and shows the done state', async () => {
    const form = await openForm()
    fill({ arrival: '26-11-2026', passport: '30-04-2030', licence: '31-01-2028', medical: '30-06-2027' })
    submit(form)
    await waitFor(() => expect(textOf()).toContain('Pre-check-in done'))
    expect(bodies).toEqual([examplePreCheckInAnswers])
    expect(puts()[0]?.headers.get('content-type')).toContain('application/json')
    expect(textOf(document.querySelector('.crew-snackbar-region') as HTMLElement)).toContain('Pre-check-in saved')
    expect(document.querySelector('form')).toBeNull()
    const done = document.querySelector('.pre-check-in-done') as HTMLElement
    expect(textOf(done)).toContain('26-11-2026')
    expect(textOf(done)).toContain('30-04-2030')
    expect(document.activeElement?.id).toBe('pre-check-in-done-title')
  })

  it('shows the done state on a revisit, and lets crew change their answers', async () => {
    start(
      routes({
        'GET /precheckin/evt-bat-1': saved(),
        'GET /trainingevents/evt-bat-1': trainingEventWith({ preCheckInStatus: 'done' })
      })
    )
    renderPage(PreCheckInArea, '/pre-check-in/evt-bat-1')
    await waitFor(() => expect(textOf()).toContain('Pre-check-in done'))
    expect(textOf()).toContain('Saved on 22-11-2026')
    click(button('Change answers'))
    expect(field('Arrival date').value).toBe('26-11-2026')
    expect(field('My personal details above are correct').checked).toBe(true)
  })

  it('says when the save fails and keeps the answers', async () => {
    const form = await openForm({
      'PUT /precheckin/evt-bat-1': json({ message: 'arrivalDate: the event has been moved' }, 400)
    })
    fill({ arrival: '26-11-2026', passport: '30-04-2030', licence: '31-01-2028', medical: '30-06-2027' })
    submit(form)
    await waitFor(() =>
      expect(textOf()).toContain('Your pre-check-in was not saved. arrivalDate: the event has been moved')
    )
    expect(field('Arrival date').value).toBe('26-11-2026')
  })

  it('keeps what the pilot typed through a failed save and a reload, says so, and forgets it once saved', async () => {
    const form = await openForm({ 'PUT /precheckin/evt-bat-1': json({ message: 'down' }, 500) })
    initAuth()
    fill({ arrival: '26-11-2026', passport: '30-04-2030', licence: '31-01-2028', medical: '30-06-2027' })
    submit(form)
    await waitFor(() => expect(textOf()).toContain('Your pre-check-in was not saved.'))
    // The page goes (a reload, another route) and comes back: the answers are still there.
    cleanup()
    renderPage(PreCheckInArea, '/pre-check-in')
    renderPage(PreCheckInArea, '/pre-check-in/evt-bat-1')
    await waitFor(() => expect(field('Arrival date').value).toBe('26-11-2026'))
    expect(field('Medical certificate expiry date').value).toBe('30-06-2027')
    expect(field('My personal details above are correct').checked).toBe(true)
    expect(textOf()).toContain('These are the answers you typed before. They are not saved yet.')
    env.fetch.handler = fakeApi(routes())
    submit(document.querySelector('form') as HTMLFormElement)
    await waitFor(() => expect(textOf()).toContain('Pre-check-in done'))
    expect(preCheckInDraft('evt-bat-1').read()).toBeUndefined()
  })

  it('Cancel on a done pre-check-in forgets the unsaved change', async () => {
    start(
      routes({
        'GET /precheckin/evt-bat-1': saved(),
        'GET /trainingevents/evt-bat-1': trainingEventWith({ preCheckInStatus: 'done' })
      })
    )
    initAuth()
    renderPage(PreCheckInArea, '/pre-check-in/evt-bat-1')
    await waitFor(() => expect(textOf()).toContain('Pre-check-in done'))
    click(button('Change answers'))
    type(field('Arrival date'), '27-11-2026')
    expect(preCheckInDraft('evt-bat-1').read()?.arrivalDate).toBe('27-11-2026')
    click(button('Cancel'))
    expect(preCheckInDraft('evt-bat-1').read()).toBeUndefined()
  })

  it('says the TSA status is unavailable without a banner (whitelisted call), and its Try again asks again (R-ERRORS-7)', async () => {
    let down = true
    await openForm({
      'GET /reservationdocuments/tsa': () => (down ? json({ message: 'tsa down' }, 500) : json(exampleTsaStatus))
    })
    await waitFor(() => expect(textOf()).toContain('Unavailable right now'))
    expect($banner.get().isVisible).toBe(false)
    down = false
    click(button('Try again'))
    await waitFor(() => expect(textOf()).toContain(TSA_STATUS_TEXT.approved))
    expect(textOf()).not.toContain('Unavailable right now')
    expect(env.fetch.requests.filter((request) => request.url.includes('/reservationdocuments/tsa'))).toHaveLength(2)
  })

  it('renders hostile personal details as text', async () => {
    const hostile = '<img src=x onerror="globalThis.pwned=1">'
    await openForm({
      'GET /precheckin/evt-bat-1': {
        ...examplePreCheckIn,
        personalDetails: { ...examplePreCheckIn.personalDetails, givenName: hostile }
      }
    })
    expect(textOf()).toContain(hostile)
    expect(document.querySelector('.pre-check-in-page img')).toBeNull()
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined()
  })

  it('says when the event is not open for pre-check-in', async () => {
    start(routes({ 'GET /trainingevents/evt-bat-1': trainingEventWith({ preCheckInStatus: 'not-required' }) }))
    renderPage(PreCheckInArea, '/pre-check-in/evt-bat-1')
    await waitFor(() => expect(textOf()).toContain('Pre-check-in is not open for this event'))
    expect(document.querySelector('form')).toBeNull()
  })

  it('says so when the event does not exist', async () => {
    start({})
    renderPage(PreCheckInArea, '/pre-check-in/evt-nope')
    await waitFor(() => expect(textOf()).toContain('We could not find this training event'))
  })
})
