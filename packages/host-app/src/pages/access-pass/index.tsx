import { accessPassPageWiring, wire } from '@crew-portal/core'
import type { PageProps } from '../types.ts'
import { AccessPassPage } from './AccessPassPage.tsx'
// The classes every area shares (buttons, cards, term lists); the area's file adds its own.
import '../common/page.css'
import './access-pass.css'

// The page's areas, wired when its code arrives: a view can render before the route's model is
// followed (a visitor not signed in, offline at the door), and reads what its model reads.
wire(accessPassPageWiring)

/** The access-pass area (lazily loaded): the pass at /access-pass. */
function AccessPassArea(_props: PageProps) {
  return <AccessPassPage />
}

export { AccessPassArea as Page }
