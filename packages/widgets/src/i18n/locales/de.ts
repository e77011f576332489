import type { Messages } from '../messages.ts'

// German, formal ("Sie").
export const messages: Messages = {
  accessPass: {
    title: 'Zutrittsausweis',
    statusValid: 'Gültig',
    statusNotYetValid: 'Noch nicht gültig',
    statusExpired: 'Abgelaufen',
    offline: 'Sie sind offline. Dies ist der zuletzt empfangene Ausweis.',
    offlineSince: 'Sie sind offline. Dieser Ausweis hat den Stand vom {time}.',
    notRefreshedSince: 'Dieser Ausweis konnte nicht aktualisiert werden. Er hat den Stand vom {time}.',
    tryAgain: 'Erneut versuchen',
    loadFailed: 'Der Zutrittsausweis konnte nicht geladen werden.',
    none: 'Es ist kein Zutrittsausweis verfügbar.',
    photoOf: 'Foto von {name}',
    noPhoto: 'Kein Foto',
    qrCode: 'QR-Code des Zutrittsausweises {id}',
    unsigned: 'Nur zur Anzeige: Dieser Ausweis ist nicht signiert und öffnet die Tür nicht.',
    trainingCentre: 'Trainingszentrum',
    trainingEvent: 'Schulung',
    validity: 'Gültigkeit',
    doorCode: 'Türcode des Zutrittsausweises {id}, wird alle {seconds} Sekunden erneuert',
    doorPreparing: 'Der Türcode wird vorbereitet …',
    doorNotPrepared: 'Öffnen Sie diesen Ausweis einmal online, um ihn für die Tür bereitzumachen.',
    doorOtherDevice:
      'Dieser Ausweis wurde auf einem anderen Gerät bereitgemacht. Öffnen Sie ihn online auf diesem Gerät.',
    doorFailed:
      'Der Türcode konnte nicht vorbereitet werden. Versuchen Sie es online erneut oder wenden Sie sich an den Empfang.'
  },
  contactCard: {
    hello: 'Guten Tag, {firstName}!',
    close: 'Schließen',
    meeting: 'Wir freuen uns, Sie am {date} in {location} begrüßen zu dürfen.',
    intro:
      'Wenn Sie vor Ihrer Schulung Fragen haben oder Unterstützung benötigen, wenden Sie sich gern an Ihre Ansprechperson im Kundenservice.',
    helpNote: 'Diese Informationen finden Sie jederzeit unter dem Hilfe-Symbol.',
    moreTrainings: 'Stehen bei Ihnen weitere Schulungen an? Besuchen Sie unsere {link}.',
    customerCarePage: 'Kundenservice-Seite',
    contact: 'Ihre Ansprechperson im Kundenservice',
    noPicture: 'Kein Bild',
    availability: 'Mo. bis Fr. {start} – {end} UTC'
  },
  banner: {
    critical: 'Fehler',
    informative: 'Information',
    global: 'Ankündigung',
    persists: 'Wenn dieser Fehler weiterhin auftritt, {contactUs}',
    contactUs: 'kontaktieren Sie uns.',
    close: 'Meldung „{kind}“ schließen',
    tryAgain: 'Erneut versuchen',
    more: 'Mehr',
    less: 'Weniger'
  },
  userMenu: {
    menuFor: 'Benutzermenü von {name}',
    help: 'Hilfe',
    settings: 'Einstellungen',
    logOut: 'Abmelden',
    privacyPolicy: 'Datenschutzerklärung',
    licenseAgreement: 'Lizenzvereinbarung',
    build: 'Build {number}'
  },
  sideNav: {
    navigation: 'Hauptnavigation',
    close: 'Navigation schließen',
    collapse: 'Navigation einklappen',
    expand: 'Navigation ausklappen',
    switchContext: 'Kontext wechseln',
    searchContexts: 'Kontexte durchsuchen',
    search: 'Suchen',
    noMatch: 'Keine Treffer',
    training: 'Training',
    library: 'Bibliothek',
    accessPass: 'Zutrittsausweis'
  }
}
