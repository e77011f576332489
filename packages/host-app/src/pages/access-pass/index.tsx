import type { PageProps } from '../types.ts'
import { AccessPassPage } from './AccessPassPage.tsx'
import './access-pass.css'

/** The access-pass area (lazily loaded): the pass at /access-pass. */
export function AccessPassArea(_props: PageProps) {
  return <AccessPassPage />
}
