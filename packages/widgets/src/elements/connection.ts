import { createContext, useContext } from 'react'

/**
 * Which attachment of its element a view renders in: a number that changes each time the element
 * is put in a document. A move takes a modal dialog out of the top layer, so a view that did
 * something a move undoes lists this among its effect's dependencies. Outside an element (the
 * product's own pages) it stays 0.
 */
export const ElementConnection = createContext(0)

export function useElementConnection(): number {
  return useContext(ElementConnection)
}
