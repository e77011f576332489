// The dialogs the layout shows only on demand, gathered as one lazily loaded module (shell/dialogs.tsx):
// importing them here, not in the layout, keeps them out of the first load.
export { NoInternetDialog, SessionExpiredDialog } from '@crew-portal/widgets/views'
export { HelpPanel } from './HelpPanel.tsx'
