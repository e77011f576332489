import type { ApiRoute } from './context.ts'
import { contactRoutes } from './contacts.ts'
import { deviceRoutes } from './devices.ts'
import { learningRoutes } from './learning.ts'
import { libraryRoutes } from './library.ts'
import { passRoutes } from './passes.ts'
import { preCheckInRoutes } from './precheckin.ts'
import { trainingRoutes } from './training.ts'
import { userRoutes } from './user.ts'

/** Every route of docs/api/openapi.yaml. */
export function apiRoutes(log: (line: string) => void): ApiRoute[] {
  return [...userRoutes(log), ...trainingRoutes, ...contactRoutes, ...libraryRoutes, ...learningRoutes, ...preCheckInRoutes, ...passRoutes, ...deviceRoutes]
}
