export { buildSurveyScript } from './bundle.ts'
export { COOKIES as SURVEY_COOKIES } from './rules.ts'
