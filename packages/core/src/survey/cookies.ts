/**
 * The cookies shared with the hosted survey script (R-SURVEY-1). The survey script reads
 * `isBtnSatisfactionSurvey` to know it was asked for (show at once) rather than triggered by
 * navigation, and sets `HasPoppedUp` to '1' when its form appears. "Resetting the survey cookies"
 * writes '0' to both, so the next load starts fresh.
 */
export const SURVEY_COOKIES = {
  /** '1' when the user clicked Satisfaction Survey; '0' after a navigation. */
  manualRequest: 'isBtnSatisfactionSurvey',
  /** Set to '1' by the survey script when it pops up; the poll logs it and puts it back to '0'. */
  poppedUp: 'HasPoppedUp'
} as const

/** Every cookie the reset writes '0' to. */
export const SURVEY_RESET_COOKIES: readonly string[] = [SURVEY_COOKIES.poppedUp, SURVEY_COOKIES.manualRequest]

/** R-SURVEY-4: the HasPoppedUp poll interval. */
export const SURVEY_POLL_INTERVAL_MS = 1000

/** Telemetry events when the survey popped up, by what opened it. */
export const SURVEY_EVENTS = {
  manual: 'Web_Satisfaction_Survey_Popped_Up_Manually_Requested',
  router: 'Web_Satisfaction_Survey_Popped_Up_Router_Triggered'
} as const
