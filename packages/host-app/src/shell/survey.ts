// Loaded when the pilot opens the satisfaction survey from the footer (shell/Layout.tsx).
export { openSatisfactionSurvey } from '@crew-portal/core'
