export * from './form.ts'
export * from './store.ts'
export { smsHintFrom } from './hint.ts'
export { notificationsDraft } from './draft.ts'
