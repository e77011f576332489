import type { PageProps } from '../types.ts'
import { GatePage } from './GatePage.tsx'
import '../common/page.css'
import './gate.css'

/** The door check (lazily loaded, its own chunk): boot renders it outside the pilot's layout. */
function GateArea(_props: PageProps) {
  return <GatePage />
}

export { GateArea as Page }
