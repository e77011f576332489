export { SURVEY_COOKIES, SURVEY_EVENTS, SURVEY_POLL_INTERVAL_MS, SURVEY_RESET_COOKIES } from './cookies.ts'
export { checkSurveyPoppedUp, followNavigation, onNavigationEnd, openSatisfactionSurvey, resetSurveyCookies, startSurveyPoll } from './survey.ts'
export type { NavigatedPage } from './survey.ts'
