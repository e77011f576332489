// The English words of the access pass: its element carries them, and no other element does.

export const accessPass = {
  title: 'Access Pass',
  statusValid: 'Valid',
  statusNotYetValid: 'Not yet valid',
  statusExpired: 'Expired',
  offline: 'You are offline. This is the last pass received.',
  offlineSince: 'You are offline. This pass is as of {time}.',
  notRefreshedSince: 'This pass could not be refreshed. It is as of {time}.',
  tryAgain: 'Try again',
  loadFailed: 'The access pass could not be loaded.',
  none: 'No access pass is available.',
  photoOf: 'Photo of {name}',
  noPhoto: 'No photo',
  qrCode: 'QR code of access pass {id}',
  unsigned: 'For display only: this pass is not signed and does not open the door.',
  trainingCentre: 'Training centre',
  trainingEvent: 'Training event',
  validity: 'Valid',
  doorCode: 'Door code of access pass {id}, renewed every {seconds} seconds',
  doorPreparing: 'Preparing the door code…',
  doorNotPrepared: 'Open this pass once online to make it ready for the door.',
  doorOtherDevice: 'This pass was made ready on another device. Open it online on this one.',
  doorFailed: 'The door code could not be prepared. Try again online, or ask the front desk.'
}
