import { getLibraryDocument } from '../api/calls.ts'
import { createResource } from '../api/resource.ts'

// One document by id, for its page. Not looked up in the list: recently viewed spans both
// audiences, so a document opened from there may not be in the list the page has loaded.
const documentResource = createResource((signal, id: string) => getLibraryDocument(id, { signal }))

/** The document page's document: `{ status, data, error }`; `data` may still be the previous document while loading. */
export const $libraryDocument = documentResource.$state

export const loadLibraryDocument = (id: string) => documentResource.load(id)
