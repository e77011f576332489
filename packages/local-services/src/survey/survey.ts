// The survey script the app loads from `survey.scriptUrl` (a classic script, rebuilt from this file
// by bundle.ts). It behaves like a hosted intercept survey; README.md is the cookie contract.
import { openSurveyDialog, SURVEY_HOST_ID } from './dialog.ts'
import { answerEnvelope, cookieString, decideSurvey, parseCookies, readConfig, type SurveyTrigger } from './rules.ts'

function postAnswer(scriptUrl: URL, answer: { rating: number; comment: string }, trigger: SurveyTrigger): void {
  const envelope = answerEnvelope({ ...answer, trigger, page: location.pathname }, new Date())
  // Fire and forget: a lost answer must never disturb the app.
  fetch(new URL('/v2/track', scriptUrl.origin), {
    method: 'POST',
    mode: 'cors',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([envelope])
  }).catch(() => undefined)
}

function run(scriptUrl: URL): void {
  if (document.getElementById(SURVEY_HOST_ID) !== null) return
  const decision = decideSurvey(parseCookies(document.cookie), readConfig(scriptUrl.searchParams), Date.now())
  const secure = location.protocol === 'https:'
  for (const [name, value] of Object.entries(decision.writes)) document.cookie = cookieString(name, value, secure)
  const trigger = decision.show
  if (trigger === undefined) return
  openSurveyDialog(document, { trigger, onSubmit: (answer) => postAnswer(scriptUrl, answer, trigger) })
}

const current = document.currentScript
const scriptUrl = new URL(current instanceof HTMLScriptElement && current.src !== '' ? current.src : location.href)
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => run(scriptUrl), { once: true })
else run(scriptUrl)
