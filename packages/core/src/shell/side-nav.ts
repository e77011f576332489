// The side navigation's airlines (its context switcher) and the scope in force, from the training
// events. On any page but training those events are not the page's own data: asked for beside the
// page's answer, an airline's schedule would be downloaded, parsed and checked on the main thread
// while that answer is. So they are asked for once the page on screen has its answer (`pageSettled`);
// until then the navigation shows no switcher. On the training page they are its own query, so the
// switcher comes with the list.
import { atom, computed, onMount } from 'nanostores'
import type { Wiring } from '../environment/configure.ts'
import { ALL_OPERATORS } from '../training/operators.ts'
import type { OperatorContext } from '../training/operators.ts'
import { $operatorContexts, $operatorScope, trainingWiring } from '../training/store.ts'
import { pageSettled } from '../pages/follow.ts'

export interface SideNavOperators {
  contexts: OperatorContext[]
  scope: string
}

const NONE: SideNavOperators = { contexts: [], scope: ALL_OPERATORS }

export const $sideNavOperators = atom<SideNavOperators>(NONE)

export const sideNavWiring: Wiring = {
  after: [trainingWiring],
  listen() {
    onMount($sideNavOperators, () => {
      let live = true
      let stop: (() => void) | undefined
      void pageSettled().then(() => {
        if (!live) return
        const $both = computed([$operatorContexts, $operatorScope], (contexts, scope) => ({ contexts, scope }))
        stop = $both.subscribe((value) => $sideNavOperators.set(value))
      })
      return () => {
        live = false
        stop?.()
        $sideNavOperators.set(NONE)
      }
    })
  },
  reset: () => $sideNavOperators.set(NONE)
}
