import type { Messages } from '../messages.ts'

// Spanish for Spain and Latin America alike, formal ("usted").
export const messages: Messages = {
  accessPass: {
    title: 'Pase de acceso',
    statusValid: 'Vigente',
    statusNotYetValid: 'Aún no vigente',
    statusExpired: 'Vencido',
    offline: 'Está sin conexión. Este es el último pase recibido.',
    offlineSince: 'Está sin conexión. Este pase está actualizado al {time}.',
    notRefreshedSince: 'No se pudo actualizar este pase. Está actualizado al {time}.',
    tryAgain: 'Reintentar',
    loadFailed: 'No se pudo cargar el pase de acceso.',
    none: 'No hay ningún pase de acceso disponible.',
    photoOf: 'Foto de {name}',
    noPhoto: 'Sin foto',
    qrCode: 'Código QR del pase de acceso {id}',
    unsigned: 'Solo para mostrar: este pase no está firmado y no abre la puerta.',
    trainingCentre: 'Centro de entrenamiento',
    trainingEvent: 'Curso de entrenamiento',
    validity: 'Vigencia',
    doorCode: 'Código de puerta del pase de acceso {id}, se renueva cada {seconds} segundos',
    doorPreparing: 'Preparando el código de puerta…',
    doorNotPrepared: 'Abra este pase una vez con conexión para habilitarlo en la puerta.',
    doorOtherDevice: 'Este pase se habilitó en otro dispositivo. Ábralo con conexión en este.',
    doorFailed: 'No se pudo preparar el código de puerta. Vuelva a intentarlo con conexión o consulte en recepción.'
  },
  contactCard: {
    hello: '¡Hola, {firstName}!',
    close: 'Cerrar',
    meeting: 'Será un placer recibirle en {location} el {date}.',
    intro:
      'Si tiene alguna pregunta o necesita asistencia antes de su entrenamiento, no dude en comunicarse con su contacto de atención al cliente.',
    helpNote: 'Esta información está siempre disponible en el icono de ayuda.',
    moreTrainings: '¿Tiene más entrenamientos próximos? Visite nuestra {link}.',
    customerCarePage: 'página de Atención al Cliente',
    contact: 'Su contacto de atención al cliente',
    noPicture: 'Sin imagen',
    availability: 'Lun. a vie. {start} – {end} UTC'
  },
  banner: {
    critical: 'Error',
    informative: 'Información',
    global: 'Aviso',
    persists: 'Si este error persiste, {contactUs}',
    contactUs: 'contáctenos.',
    close: 'Cerrar el mensaje «{kind}»',
    tryAgain: 'Reintentar',
    more: 'Más',
    less: 'Menos'
  },
  userMenu: {
    menuFor: 'Menú de usuario de {name}',
    help: 'Ayuda',
    settings: 'Configuración',
    logOut: 'Cerrar sesión',
    privacyPolicy: 'Política de privacidad',
    licenseAgreement: 'Contrato de licencia',
    build: 'Compilación {number}'
  },
  sideNav: {
    navigation: 'Navegación principal',
    close: 'Cerrar la navegación',
    collapse: 'Contraer la navegación',
    expand: 'Expandir la navegación',
    switchContext: 'Cambiar de contexto',
    searchContexts: 'Buscar contextos',
    search: 'Buscar',
    noMatch: 'Sin resultados',
    training: 'Entrenamiento',
    library: 'Biblioteca',
    accessPass: 'Pase de acceso'
  }
}
