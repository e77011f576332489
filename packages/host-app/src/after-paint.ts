/** Resolves after the next frame: what the last change of state asked to paint has painted. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
