import { bundleLoaded, reloadForMissingBundle } from '@crew-portal/core'
import { type ComponentType, use, useState } from 'react'

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
  /** Starts loading the part's code; the same promise for every call. */
  preload: () => Promise<ComponentType<Props>>
}

/**
 * A part of the app whose code loads on demand. Unlike `React.lazy`, its code can be asked for
 * before it renders (boot asks for the first page's beside the settings and MSAL; the layout's
 * dialogs are asked for after the first paint): a part whose code has arrived renders at once, with
 * no Suspense fallback (React 19 keeps a fallback it has shown on screen for at least 300 ms). A
 * missing bundle (the open page is older than the deployment on the server) reloads the app once,
 * through the core's rule, instead of leaving a blank part.
 */
export function preloadable<Props extends object, Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): Preloadable<Props> {
  let code: Promise<ComponentType<Props>> | undefined
  const preload = () =>
    (code ??= tracked(
      load().then(
        (module) => {
          bundleLoaded()
          return pick(module)
        },
        (error: unknown) => {
          // While the page reloads, nothing renders in place of the missing part.
          if (reloadForMissingBundle(error)) return new Promise<never>(() => undefined)
          throw error
        }
      )
    ))
  function Component(props: Props) {
    const Loaded = use(preload())
    // One component per part, the same on every render once its code has arrived.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />
  }
  Component.displayName = 'Preloadable'
  return { Component, preload }
}

/** True from the first render where `value` was true on: a dialog mounts when first opened, then stays. */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  if (value && !seen) setSeen(true)
  return seen || value
}
