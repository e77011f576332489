// The gate's camera (docs/access-pass.md): reads QR codes from the rear camera a few times a second,
// with the browser's BarcodeDetector where it has one, else jsqr (loaded only when scanning starts).

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats?(): Promise<string[]>
}

type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>

const FRAME_INTERVAL_MS = 200

async function nativeReader(): Promise<FrameReader | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return undefined
  const formats = await Detector.getSupportedFormats?.().catch((): string[] => [])
  if (!formats?.includes('qr_code')) return undefined
  const detector = new Detector({ formats: ['qr_code'] })
  return async (video) => (await detector.detect(video))[0]?.rawValue
}

async function jsqrReader(): Promise<FrameReader> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data
  }
}

/** Why the camera could not start, in words for whoever guards the door. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The camera is not allowed for this page. Allow it in the browser, or type the code below.'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found. Type the code below.'
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it, or type the code below.'
  return 'The camera could not start. Type the code below.'
}

/**
 * Starts the camera into `video` and calls `onCode` with each code read (the same code many times
 * while it is in view). Resolves with the function that stops it; rejects when the camera cannot start.
 */
export async function startScanner(video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('No camera API', 'NotFoundError')
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    stopped = true
    clearTimeout(timer)
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
  try {
    video.srcObject = stream
    await video.play()
    const read = (await nativeReader()) ?? (await jsqrReader())
    const tick = async () => {
      if (stopped) return
      const code = await read(video).catch(() => undefined)
      if (code && !stopped) onCode(code)
      if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS)
    }
    void tick()
  } catch (error) {
    stop()
    throw error
  }
  return stop
}
