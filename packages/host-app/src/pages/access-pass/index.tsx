import type { PageProps } from '../types.ts'
import { AccessPassPage } from './AccessPassPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './access-pass.css'

/** The access-pass area (lazily loaded): the pass at /access-pass. */
export function AccessPassArea(_props: PageProps) {
  return <AccessPassPage />
}
