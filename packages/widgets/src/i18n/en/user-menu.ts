// The English words of the user menu: its element carries them, and no other element does.

export const userMenu = {
  menuFor: 'User menu for {name}',
  help: 'Help',
  settings: 'Settings',
  logOut: 'Log Out',
  privacyPolicy: 'Privacy Policy',
  licenseAgreement: 'License Agreement',
  build: 'Build {number}'
}
