// The English words of the banner: its element carries them, and no other element does.

export const banner = {
  critical: 'Error',
  informative: 'Information',
  global: 'Announcement',
  persists: 'If this error persists, {contactUs}',
  contactUs: 'contact us.',
  close: 'Close {kind} message',
  tryAgain: 'Try again',
  more: 'More',
  less: 'Less'
}
