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
export { LOGOUT_TIMESTAMP_KEY, followLogoutFromOtherTab, logInAgain, logout } from './logout.ts'
