export { SURVEY_COOKIES, SURVEY_EVENTS, SURVEY_POLL_INTERVAL_MS, SURVEY_RESET_COOKIES } from './cookies.ts'
export { checkSurveyPoppedUp, onNavigationEnd, openSatisfactionSurvey, resetSurveyCookies, startSurveyPoll } from './survey.ts'
