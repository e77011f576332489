const UNITS = ['KB', 'MB', 'GB'] as const

/** A document's size as crew read it: "820 bytes", "12 KB", "5.2 MB" (1024-based, one decimal under 10). */
export function formatDocumentSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'Unknown size'
  if (bytes < 1024) return `${Math.round(bytes)} ${Math.round(bytes) === 1 ? 'byte' : 'bytes'}`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${shown} ${UNITS[unit]}`
}

/** The file type as a short label: "pdf" becomes "PDF"; an empty type says so. */
export function documentTypeLabel(fileType: string): string {
  const label = fileType.trim().replace(/^\./, '').toUpperCase()
  return label === '' ? 'File' : label
}
