import type { Messages } from '../messages.ts'

// Brazilian Portuguese, in the courteous "você" of Brazilian product text.
export const messages: Messages = {
  accessPass: {
    title: 'Crachá de acesso',
    statusValid: 'Válido',
    statusNotYetValid: 'Ainda não válido',
    statusExpired: 'Vencido',
    offline: 'Você está sem conexão. Este é o último crachá recebido.',
    offlineSince: 'Você está sem conexão. Este crachá está atualizado até {time}.',
    notRefreshedSince: 'Não foi possível atualizar este crachá. Ele está atualizado até {time}.',
    tryAgain: 'Tentar novamente',
    loadFailed: 'Não foi possível carregar o crachá de acesso.',
    none: 'Nenhum crachá de acesso disponível.',
    photoOf: 'Foto de {name}',
    noPhoto: 'Sem foto',
    qrCode: 'Código QR do crachá de acesso {id}',
    unsigned: 'Somente para exibição: este crachá não está assinado e não abre a porta.',
    trainingCentre: 'Centro de treinamento',
    trainingEvent: 'Treinamento',
    validity: 'Validade',
    doorCode: 'Código da porta do crachá de acesso {id}, renovado a cada {seconds} segundos',
    doorPreparing: 'Preparando o código da porta…',
    doorNotPrepared: 'Abra este crachá uma vez com conexão para habilitá-lo na porta.',
    doorOtherDevice: 'Este crachá foi habilitado em outro dispositivo. Abra-o com conexão neste dispositivo.',
    doorFailed: 'Não foi possível preparar o código da porta. Tente novamente com conexão ou procure a recepção.'
  },
  contactCard: {
    hello: 'Olá, {firstName}!',
    close: 'Fechar',
    meeting: 'Aguardamos você em {location} no dia {date}.',
    intro:
      'Se tiver alguma dúvida ou precisar de suporte antes do seu treinamento, fale com o seu contato de atendimento ao cliente.',
    helpNote: 'Estas informações estão sempre disponíveis no ícone de ajuda.',
    moreTrainings: 'Você tem outros treinamentos programados? Acesse a nossa {link}.',
    customerCarePage: 'página de Atendimento ao Cliente',
    contact: 'Seu contato de atendimento ao cliente',
    noPicture: 'Sem imagem',
    availability: 'Seg. a sex. {start} – {end} UTC'
  },
  banner: {
    critical: 'Erro',
    informative: 'Informação',
    global: 'Aviso',
    persists: 'Se este erro persistir, {contactUs}',
    contactUs: 'fale conosco.',
    close: 'Fechar a mensagem “{kind}”',
    tryAgain: 'Tentar novamente',
    more: 'Mais',
    less: 'Menos'
  },
  userMenu: {
    menuFor: 'Menu do usuário de {name}',
    help: 'Ajuda',
    settings: 'Configurações',
    logOut: 'Sair',
    privacyPolicy: 'Política de Privacidade',
    licenseAgreement: 'Contrato de Licença',
    build: 'Compilação {number}'
  },
  sideNav: {
    navigation: 'Navegação principal',
    close: 'Fechar a navegação',
    collapse: 'Recolher a navegação',
    expand: 'Expandir a navegação',
    switchContext: 'Trocar de contexto',
    searchContexts: 'Pesquisar contextos',
    search: 'Pesquisar',
    noMatch: 'Nenhum resultado',
    training: 'Treinamento',
    library: 'Biblioteca',
    accessPass: 'Crachá de acesso'
  }
}
