export {
  $isBat,
  $noInternetOpen,
  $online,
  $sessionDialogOpen,
  $sessionExpired,
  closeNoInternetDialog,
  isBatProgramType,
  setIsBatFromEvents
} from './state.ts'
export { retryConnection, startSession } from './start.ts'
export * from './logout.ts'
export { logoutLater } from './logout-later.ts'
export { $logoutQuestion, askToLogOut, logOutAnyway, logoutQuestionWiring, stayLoggedIn } from './logout-ask.ts'
