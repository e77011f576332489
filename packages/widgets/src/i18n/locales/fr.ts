import type { Messages } from '../messages.ts'

// French, formal ("vous"). French typography: a no-break space (\u00a0) before « : » and inside
// guillemets, a narrow one (\u202f) before « ? » and « ! ».
export const messages: Messages = {
  accessPass: {
    title: 'Badge d’accès',
    statusValid: 'Valide',
    statusNotYetValid: 'Pas encore valide',
    statusExpired: 'Expiré',
    offline: 'Vous êtes hors ligne. Voici le dernier badge reçu.',
    offlineSince: 'Vous êtes hors ligne. Ce badge est à jour au {time}.',
    notRefreshedSince: 'Ce badge n’a pas pu être actualisé. Il est à jour au {time}.',
    tryAgain: 'Réessayer',
    loadFailed: 'Le badge d’accès n’a pas pu être chargé.',
    none: 'Aucun badge d’accès n’est disponible.',
    photoOf: 'Photo de {name}',
    noPhoto: 'Pas de photo',
    qrCode: 'Code QR du badge d’accès {id}',
    unsigned: 'Pour affichage uniquement\u00a0: ce badge n’est pas signé et n’ouvre pas la porte.',
    trainingCentre: 'Centre de formation',
    trainingEvent: 'Session de formation',
    validity: 'Validité',
    doorCode: 'Code de porte du badge d’accès {id}, renouvelé toutes les {seconds}\u00a0secondes',
    doorPreparing: 'Préparation du code de porte…',
    doorNotPrepared: 'Ouvrez ce badge une fois en ligne pour l’activer pour la porte.',
    doorOtherDevice: 'Ce badge a été activé sur un autre appareil. Ouvrez-le en ligne sur celui-ci.',
    doorFailed: 'Le code de porte n’a pas pu être préparé. Réessayez en ligne ou adressez-vous à l’accueil.'
  },
  contactCard: {
    hello: 'Bonjour {firstName}\u202f!',
    close: 'Fermer',
    meeting: 'Nous serons ravis de vous accueillir à {location} le {date}.',
    intro:
      'Pour toute question ou si vous avez besoin d’aide avant votre formation, n’hésitez pas à contacter votre interlocuteur du service client.',
    helpNote: 'Ces informations restent disponibles à tout moment sous l’icône d’aide.',
    moreTrainings: 'Vous avez d’autres formations à venir\u202f? Consultez notre {link}.',
    customerCarePage: 'page Service client',
    contact: 'Votre interlocuteur du service client',
    noPicture: 'Pas d’image',
    availability: 'Du lun. au ven. {start} – {end} UTC'
  },
  banner: {
    critical: 'Erreur',
    informative: 'Information',
    global: 'Annonce',
    persists: 'Si cette erreur persiste, {contactUs}',
    contactUs: 'contactez-nous.',
    close: 'Fermer le message «\u00a0{kind}\u00a0»',
    tryAgain: 'Réessayer',
    more: 'Plus',
    less: 'Moins'
  },
  userMenu: {
    menuFor: 'Menu utilisateur de {name}',
    help: 'Aide',
    settings: 'Paramètres',
    logOut: 'Se déconnecter',
    privacyPolicy: 'Politique de confidentialité',
    licenseAgreement: 'Contrat de licence',
    build: 'Build {number}'
  },
  sideNav: {
    navigation: 'Navigation principale',
    close: 'Fermer la navigation',
    collapse: 'Réduire la navigation',
    expand: 'Développer la navigation',
    switchContext: 'Changer de contexte',
    searchContexts: 'Rechercher un contexte',
    search: 'Rechercher',
    noMatch: 'Aucun résultat',
    training: 'Formation',
    library: 'Bibliothèque',
    accessPass: 'Badge d’accès'
  }
}
