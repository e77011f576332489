import { Hono } from 'hono'
import { fail } from '../../service-http/problem.ts'
import { jsonBody, param, requireCrewMember, valid, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import type { SeedCourseware } from '../seed/index.ts'
import { isoInstant } from '../seed/time.ts'
import type { CoursewareProgress } from '../seed/types.ts'
import { CoursewareProgressRequestSchema } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'

function coursewareView(c: ApiContext, { userId, ...seeded }: SeedCourseware): CoursewareProgress {
  const saved = readStored(c.var.writes, 'coursewareProgress', userId, seeded.coursewareId)
  return saved === undefined
    ? seeded
    : { ...seeded, percent: saved.percent, lastLocation: saved.lastLocation, updatedAt: saved.updatedAt }
}

const userCourseware = (c: ApiContext) => c.var.seed.courseware.filter((item) => item.userId === c.var.user.userId)

export const learningRoutes = new Hono<ApiEnv>()
  .get('/api/v1/courseware', requireCrewMember, (c) => c.json(userCourseware(c).map((item) => coursewareView(c, item))))
  .put('/api/v1/courseware/:id/progress', requireCrewMember, idempotent, jsonBody, async (c) => {
    const id = param(c, 'id')
    const item =
      userCourseware(c).find((candidate) => candidate.coursewareId === id) ??
      fail(404, `There is no courseware ${id} for you.`)
    const progress = valid(CoursewareProgressRequestSchema, c.var.body)
    await writeStored(c.var.writes, 'coursewareProgress', c.var.user.userId, id, {
      ...progress,
      updatedAt: isoInstant(c.var.now)
    })
    return c.json(coursewareView(c, item))
  })
