// The kit's words in English, the default: every element carries this table. Other languages have
// the same keys (i18n/locales/, checked by messages.test.ts) and load only when an element needs one.
// `{name}` is a placeholder the element fills in.

export const en = {
  accessPass: {
    title: 'Access Pass',
    statusValid: 'Valid',
    statusNotYetValid: 'Not yet valid',
    statusExpired: 'Expired',
    offline: 'You are offline. This is the last pass received.',
    offlineSince: 'You are offline. This pass is as of {time}.',
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
  },
  contactCard: {
    hello: 'Hello {firstName}!',
    close: 'Close',
    meeting: 'We look forward to seeing you at {location} on {date}.',
    intro: 'If you have any questions or need support before your training, feel free to reach out to your customer care contact.',
    helpNote: 'This information is always available under the help icon.',
    moreTrainings: 'Do you have more upcoming trainings? Visit our {link}.',
    customerCarePage: 'Customer Care page',
    contact: 'Your customer care contact',
    noPicture: 'No picture',
    availability: 'Mon. to Fri. {start} – {end} UTC'
  },
  banner: {
    critical: 'Error',
    informative: 'Information',
    global: 'Announcement',
    persists: 'If this error persists, {contactUs}',
    contactUs: 'contact us.',
    close: 'Close {kind} message'
  },
  userMenu: {
    menuFor: 'User menu for {name}',
    help: 'Help',
    settings: 'Settings',
    logOut: 'Log Out',
    privacyPolicy: 'Privacy Policy',
    licenseAgreement: 'License Agreement',
    build: 'Build {number}'
  },
  sideNav: {
    navigation: 'Main',
    close: 'Close navigation',
    collapse: 'Collapse navigation',
    expand: 'Expand navigation',
    switchContext: 'Switch context',
    searchContexts: 'Search contexts',
    search: 'Search',
    noMatch: 'No match',
    training: 'Training',
    library: 'Library',
    accessPass: 'Access Pass'
  }
}
