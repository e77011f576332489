/**
 * A tiny path router: patterns like `/api/v1/trainingevents/{id}`. Literal segments match without
 * regard to case, as the production API (ASP.NET) does; `{name}` segments capture one decoded segment.
 */
export type Method = 'GET' | 'POST' | 'PUT'

export interface RouteDefinition<Handler> {
  method: Method
  pattern: string
  handler: Handler
}

export type RouteMatch<Handler> =
  | { kind: 'found'; handler: Handler; params: Record<string, string>; pattern: string }
  | { kind: 'wrong-method'; allowed: Method[] }
  | { kind: 'not-found' }

interface CompiledRoute<Handler> extends RouteDefinition<Handler> {
  segments: Array<{ literal: string } | { param: string }>
}

function compile<Handler>(route: RouteDefinition<Handler>): CompiledRoute<Handler> {
  const segments = route.pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1]
      return param === undefined ? { literal: segment.toLowerCase() } : { param }
    })
  return { ...route, segments }
}

/** Splits a path into decoded segments; `undefined` when an escape is malformed (`%E0%A4%A`). */
function splitPath(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment))
  } catch {
    return undefined
  }
}

function matchSegments<Handler>(route: CompiledRoute<Handler>, parts: string[]): Record<string, string> | undefined {
  if (route.segments.length !== parts.length) return undefined
  // A null-prototype record: a path segment named `__proto__` stays an ordinary value.
  const params = Object.create(null) as Record<string, string>
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index] ?? ''
    if ('literal' in segment) {
      if (part.toLowerCase() !== segment.literal) return undefined
    } else {
      params[segment.param] = part
    }
  }
  return params
}

export function createRouter<Handler>(routes: Array<RouteDefinition<Handler>>) {
  const compiled = routes.map(compile)
  return {
    match(method: string, pathname: string): RouteMatch<Handler> {
      const parts = splitPath(pathname)
      if (parts === undefined) return { kind: 'not-found' }
      const allowed: Method[] = []
      for (const route of compiled) {
        const params = matchSegments(route, parts)
        if (params === undefined) continue
        if (route.method === method) return { kind: 'found', handler: route.handler, params, pattern: route.pattern }
        allowed.push(route.method)
      }
      return allowed.length > 0 ? { kind: 'wrong-method', allowed } : { kind: 'not-found' }
    }
  }
}
