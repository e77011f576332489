import { Hono } from 'hono'
import { requireCrewMember, type ApiEnv } from '../middleware.ts'
import { calendarRoutes } from './calendar.ts'
import { contactRoutes } from './contacts.ts'
import { deviceRoutes } from './devices.ts'
import { learningRoutes } from './learning.ts'
import { libraryRoutes } from './library.ts'
import { passRoutes } from './passes.ts'
import { preCheckInRoutes } from './precheckin.ts'
import { readingRoutes } from './reading.ts'
import { trainingRoutes } from './training.ts'
import { userRoutes } from './user.ts'

/** The product API: every route of docs/api/openapi.yaml, one sub-app per area. */
export function apiApp(log: (line: string) => void): Hono<ApiEnv> {
  return new Hono<ApiEnv>()
    .route('/', userRoutes(log))
    .route('/', trainingRoutes)
    .route('/', contactRoutes)
    .route('/', libraryRoutes)
    .route('/', readingRoutes)
    .route('/', learningRoutes)
    .route('/', preCheckInRoutes)
    .route('/', passRoutes)
    .route('/', deviceRoutes)
    .route('/', calendarRoutes())
}

/**
 * A Hono path as the OpenAPI document writes it: `:id` is `{id}`, and a parameter whose pattern ends
 * in a literal suffix (`:token{[^/]+\\.ics}`) is the parameter and the suffix (`{token}.ics`).
 */
function openApiPattern(path: string): string {
  return path.replace(/:(\w+)\{[^}]*?\\\.(\w+)\}/g, '{$1}.$2').replace(/:(\w+)/g, '{$1}')
}

/** The API's operations as the OpenAPI document names them (`GET /api/v1/trainingevents/{id}`), and whether they need no token. */
export function apiRoutes(log: (line: string) => void): Array<{ method: string; pattern: string; public: boolean }> {
  const routes = apiApp(log).routes
  const operations = new Map(
    routes.map(({ method, path }) => [`${method} ${path}`, { method, pattern: openApiPattern(path) }])
  )
  return [...operations].map(([key, operation]) => ({
    ...operation,
    public: !routes.some((route) => `${route.method} ${route.path}` === key && route.handler === requireCrewMember)
  }))
}
