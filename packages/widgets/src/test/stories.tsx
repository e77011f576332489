import type { CSSProperties, ReactNode } from 'react'

/** A story decorator: the story in a box of `style`, the room it would have on a page. */
export const framed = (style: CSSProperties) => (Story: () => ReactNode) => (
  <div style={style}>
    <Story />
  </div>
)
