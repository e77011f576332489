import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it } from 'vitest'
import { initAuth } from '../auth/store.ts'
import { $outbox } from '../outbox/state.ts'
import { flushOutbox } from '../outbox/store.ts'
import { exampleCourseware } from '@crew-portal/contract/fixtures'
import { RequestValidationError } from '../http/errors.ts'
import { courseWareProgressSlice } from '../persist/slices.ts'
import { configureTestCrewPortal, json, pageWatcher } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { $learningPage } from '../pages/learning.ts'
import { $courseware, recordCoursewareProgress } from './store.ts'

const loadCourseware = pageWatcher($learningPage, $courseware.refetch)
const resume = () => {
  const page = $learningPage.get()
  return page.status === 'ready' ? page.value.resume : null
}

let env: TestEnvironment
let saveFails = false

beforeEach(() => {
  saveFails = false
  env = configureTestCrewPortal({
    fetch: async (request) => {
      if (request.method === 'PUT') {
        if (saveFails) return json({ message: 'down' }, 503)
        const body = (await request.json()) as { percent: number; lastLocation: string }
        return json({ ...exampleCourseware, ...body, updatedAt: '2026-11-22T09:00:00Z' })
      }
      return json([exampleCourseware])
    }
  })
})

describe('$courseware', () => {
  it('loads the list, offers the resume target and keeps a copy in the CourseWareProgress slice', async () => {
    await loadCourseware()
    expect($courseware.get().loading).toBe(false)
    expect(resume()?.url).toBe('https://localhost:4282/courseware/cw-a320-systems/?resume=module-3%2Flesson-2')
    expect(courseWareProgressSlice.get()).toEqual([
      {
        coursewareId: 'cw-a320-systems',
        percent: 45,
        lastLocation: 'module-3/lesson-2',
        updatedAt: '2026-11-20T19:05:00Z'
      }
    ])
  })

  it('saves progress through the API and updates the list', async () => {
    await loadCourseware()
    await expect(recordCoursewareProgress('cw-a320-systems', 50, 'module-3/lesson-3')).resolves.toBe(true)
    expect($courseware.get().data?.[0]).toMatchObject({ percent: 50, lastLocation: 'module-3/lesson-3' })
    expect(courseWareProgressSlice.get()[0]).toMatchObject({ percent: 50 })
  })

  it('keeps the position on the device when the API fails, and prefers it on the next load', async () => {
    await loadCourseware()
    saveFails = true
    env.clock.advance(60_000)
    await expect(recordCoursewareProgress('cw-a320-systems', 70, 'module-4')).resolves.toBe(false)
    expect($courseware.get().data?.[0]).toMatchObject({
      percent: 70,
      lastLocation: 'module-4',
      updatedAt: '2026-11-22T09:01:00.000Z'
    })
    saveFails = false
    await loadCourseware()
    expect($courseware.get().data?.[0]).toMatchObject({ percent: 70, lastLocation: 'module-4' })
  })

  it('keeps a position for courseware the list does not have yet', async () => {
    saveFails = true
    await expect(recordCoursewareProgress('cw-other', 10, 'intro')).resolves.toBe(false)
    expect(courseWareProgressSlice.get().map((entry) => entry.coursewareId)).toEqual(['cw-other'])
    expect($courseware.get().data).toBeUndefined()
  })

  it('offline, keeps the position on the device and in the outbox, and the outbox sends it once online (R-OUTBOX-1)', async () => {
    await loadCourseware()
    const fetch = env.fetch.handler
    env = configureTestCrewPortal({ online: false, indexedDB: new IDBFactory(), fetch })
    initAuth()
    await expect(recordCoursewareProgress('cw-a320-systems', 80, 'module-5')).resolves.toBe(false)
    expect(courseWareProgressSlice.get()).toMatchObject([{ coursewareId: 'cw-a320-systems', percent: 80 }])
    expect($outbox.get()).toMatchObject([
      { kind: 'coursewareProgress', target: { coursewareId: 'cw-a320-systems' }, body: { percent: 80 } }
    ])
    env.setOnline(true)
    await flushOutbox()
    const puts = env.fetch.requests.filter((request) => request.method === 'PUT')
    expect(puts.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v1/courseware/cw-a320-systems/progress'
    ])
    expect($outbox.get()).toEqual([])
  })

  it('refuses a value the API would refuse, without sending it', async () => {
    await expect(recordCoursewareProgress('cw-a320-systems', 150, 'x')).rejects.toBeInstanceOf(RequestValidationError)
    expect(env.fetch.requests).toHaveLength(0)
  })
})
