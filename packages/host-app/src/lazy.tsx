import { bundleLoaded, reloadForMissingBundle } from '@crew-portal/core'
import { type ComponentType, use } from 'react'

/** Marks a promise the way React's `use` reads it: once settled, `use` answers without suspending. */
function tracked<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' })
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason })
  )
  return promise
}

export interface Preloadable<Props> {
  /** Renders the part; suspends only while its code is still on its way. */
  Component: ComponentType<Props>
  /** Starts loading the part's code, to be shown next; the same promise for every call. */
  preload: () => Promise<ComponentType<Props>>
  /**
   * Loads the part's code in the background, for later: a failure (a bundle gone after a deployment)
   * is dropped rather than reloading the page under the pilot; the part's first render asks again.
   */
  warm: () => Promise<void>
}

/**
 * A part of the app whose code loads on demand. Unlike `React.lazy`, its code can be asked for
 * before it renders (boot asks for the first page's as soon as the visitor is known to stay; the help
 * panel's is warmed after the first paint): a part whose code has arrived renders at once, with
 * no Suspense fallback (React 19 keeps a fallback it has shown on screen for at least 300 ms). A
 * missing bundle (the open page is older than the deployment on the server) reloads the app once,
 * through the core's rule, instead of leaving a blank part.
 */
export function preloadable<Props extends object, Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>
): Preloadable<Props> {
  let code: Promise<ComponentType<Props>> | undefined
  const loaded = (module: Module) => {
    bundleLoaded()
    return pick(module)
  }
  const warm = async () => {
    if (code) return
    try {
      const part = loaded(await load())
      // Already settled: `use` reads it at once.
      code ??= Object.assign(Promise.resolve(part), { status: 'fulfilled', value: part })
    } catch {
      // Asked again, with the missing-bundle rule, when the part is first rendered.
    }
  }
  const preload = () =>
    (code ??= tracked(
      load().then(loaded, (error: unknown) => {
        // While the page reloads, nothing renders in place of the missing part.
        if (reloadForMissingBundle(error)) return new Promise<never>(() => undefined)
        throw error
      })
    ))
  function Component(props: Props) {
    const Loaded = use(preload())
    // One component per part, the same on every render once its code has arrived.
    return <Loaded {...props} />
  }
  Component.displayName = 'Preloadable'
  return { Component, preload, warm }
}
