// The committed manifest (packages/widgets/custom-elements.json; `npm run manifest -w packages/widgets`
// refreshes it) is read as text: it sits outside src/, which this package's TypeScript project may
// not import as JSON. Used by the element stories for their autodocs.
import manifestText from '../../custom-elements.json?raw'
import { elementDocs } from './element-docs.ts'

const manifest: unknown = JSON.parse(manifestText)

/** The autodocs description of one of our elements: its JSDoc description and contract tables. */
export function crewElementDocs(tag: string): string {
  return elementDocs(manifest, tag)
}
