import { MAX_COMMENT_LENGTH, type SurveyTrigger } from './rules.ts'
import { SURVEY_CSS } from './styles.ts'

export const SURVEY_HOST_ID = 'crew-portal-survey'

const RATINGS = ['Very dissatisfied', 'Dissatisfied', 'Neutral', 'Satisfied', 'Very satisfied']

export interface SurveyAnswer {
  rating: number
  comment: string
}

export interface SurveyDialogOptions {
  trigger: SurveyTrigger
  onSubmit(answer: SurveyAnswer): void
}

/** createElement with text only: no innerHTML, so the app's Trusted Types policy (if any) is never tripped. */
function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<Record<string, string>> = {},
  text?: string
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value)
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * Opens the satisfaction form as a modal dialog in a shadow root: focus moves into it, Escape and
 * Close dismiss it, and focus returns to where it was.
 */
export function openSurveyDialog(doc: Document, options: SurveyDialogOptions): HTMLElement {
  const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : undefined
  const host = element(doc, 'div', { id: SURVEY_HOST_ID })
  const root = host.attachShadow({ mode: 'open' })
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(SURVEY_CSS)
  root.adoptedStyleSheets = [sheet]

  const dialog = element(doc, 'dialog', {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'survey-title',
    'aria-describedby': 'survey-intro'
  })
  const form = element(doc, 'form', { novalidate: '' })
  const fieldset = element(doc, 'fieldset', { 'aria-describedby': 'survey-error' })
  fieldset.append(element(doc, 'legend', {}, 'How satisfied are you with Crew Portal?'))
  const scale = element(doc, 'div', { class: 'scale' })
  RATINGS.forEach((label, index) => {
    const option = element(doc, 'label')
    option.append(
      element(doc, 'input', { type: 'radio', name: 'rating', value: String(index + 1) }),
      `${index + 1}`,
      element(doc, 'span', {}, label)
    )
    scale.append(option)
  })
  fieldset.append(scale)
  const error = element(doc, 'p', { id: 'survey-error', class: 'error', role: 'alert' })
  const comment = element(doc, 'textarea', {
    id: 'survey-comment',
    name: 'comment',
    rows: '3',
    maxlength: String(MAX_COMMENT_LENGTH)
  })
  const submit = element(doc, 'button', { type: 'submit', class: 'primary' }, 'Submit')
  const close = element(doc, 'button', { type: 'button', class: 'secondary' }, 'Close')
  const actions = element(doc, 'div', { class: 'actions' })
  actions.append(close, submit)
  form.append(
    element(doc, 'h2', { id: 'survey-title' }, 'Crew Portal satisfaction survey'),
    element(doc, 'p', { id: 'survey-intro' }, 'Tell us how the portal works for you. It takes less than a minute.'),
    fieldset,
    error,
    element(doc, 'label', { for: 'survey-comment', class: 'comment' }, 'Comment (optional)'),
    comment,
    actions
  )
  dialog.append(form)
  root.append(dialog)

  const dismiss = () => {
    if (dialog.open) dialog.close()
    host.remove()
    previousFocus?.focus()
  }
  close.addEventListener('click', dismiss)
  // Escape fires `cancel` on a modal dialog; closing by any means removes the survey.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    dismiss()
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const chosen = root.querySelector<HTMLInputElement>('input[name="rating"]:checked')
    if (chosen === null) {
      error.textContent = 'Choose a rating from 1 to 5.'
      root.querySelector<HTMLInputElement>('input[name="rating"]')?.focus()
      return
    }
    options.onSubmit({ rating: Number(chosen.value), comment: comment.value.trim() })
    const thanks = element(doc, 'p', { role: 'status' }, 'Thank you for your feedback.')
    const done = element(doc, 'button', { type: 'button', class: 'primary' }, 'Close')
    done.addEventListener('click', dismiss)
    const doneActions = element(doc, 'div', { class: 'actions' })
    doneActions.append(done)
    form.replaceChildren(
      element(doc, 'h2', { id: 'survey-title' }, 'Crew Portal satisfaction survey'),
      thanks,
      doneActions
    )
    done.focus()
  })

  doc.body.append(host)
  dialog.showModal()
  root.querySelector<HTMLInputElement>('input[name="rating"]')?.focus()
  return host
}
