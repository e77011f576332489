import { errorReply, ok } from '../http.ts'
import type { SeedCourseware } from '../seed/index.ts'
import { isoInstant } from '../seed/time.ts'
import type { CoursewareProgress } from '../seed/types.ts'
import { invalidReply, validateBody } from '../validation.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { CoursewareProgressRequestSchema } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'

function coursewareView(context: UserContext, item: SeedCourseware): CoursewareProgress {
  const { userId: _userId, ...seeded } = item
  const saved = readStored(context.writes, 'coursewareProgress', context.user.userId, item.coursewareId)
  return saved === undefined ? seeded : { ...seeded, percent: saved.percent, lastLocation: saved.lastLocation, updatedAt: saved.updatedAt }
}

export const learningRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/courseware',
    handle: (context) => ok(context.seed.courseware.filter((item) => item.userId === context.user.userId).map((item) => coursewareView(context, item)))
  },
  {
    method: 'PUT',
    pattern: '/api/v1/courseware/{id}/progress',
    async handle(context) {
      const id = context.params.id ?? ''
      const item = context.seed.courseware.find((candidate) => candidate.userId === context.user.userId && candidate.coursewareId === id)
      if (item === undefined) return errorReply(404, `There is no courseware ${id} for you.`)
      const body = validateBody(CoursewareProgressRequestSchema, context.body)
      if (!body.ok) return invalidReply(body)
      await writeStored(context.writes, 'coursewareProgress', context.user.userId, id, { ...body.value, updatedAt: isoInstant(context.now) })
      return ok(coursewareView(context, item))
    }
  }
]
