import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** The dark modules of a QR code as one SVG path, with a 4-module quiet zone. */
export function qrPath(data: string): { size: number; path: string } {
  const qr = qrcode(0, 'M')
  qr.addData(data)
  qr.make()
  const count = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`
    }
  }
  return { size: count + 8, path }
}

/**
 * How many CSS pixels a module gets: a whole number, as many as fit in `maxPx`. A scanner (and
 * `jsqr` reading a screenshot) misreads a code whose modules alternate between 3 and 4 pixels.
 */
export function qrModulePixels(modules: number, maxPx: number): number {
  return Math.max(2, Math.floor(maxPx / modules))
}

/**
 * A high-contrast QR code (black on white) built as SVG elements, never as markup text, drawn at a
 * whole number of pixels per module, at most `maxPx` wide.
 */
export function QrCode({ data, label, maxPx = 288 }: { data: string; label: string; maxPx?: number }) {
  const { size, path } = useMemo(() => qrPath(data), [data])
  const width = size * qrModulePixels(size, maxPx)
  return (
    <svg
      className="qr"
      part="qr"
      viewBox={`0 0 ${size} ${size}`}
      width={width}
      height={width}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
