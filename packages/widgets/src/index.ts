// The public surface of @crew-portal/widgets: views and elements, exported by name.
export { Dialog } from './dialog/Dialog.tsx'
export type { DialogProps, DialogSize } from './dialog/Dialog.tsx'
