import { randomBytes } from 'node:crypto'

/**
 * The identity provider's own pages: plain server-rendered HTML that works without script and with
 * the keyboard alone. Every value that reaches the markup goes through `escapeHtml`.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * A strict policy for the provider's pages: nothing loads but the inline style (and, on the logout
 * page, the one inline script) carrying this response's nonce; forms post to the provider itself and
 * may be redirected on to the app (Chromium checks `form-action` along the redirect chain too).
 */
export function pageSecurityHeaders(
  nonce: string,
  formTargets: readonly string[],
  allowScript = false
): Record<string, string> {
  const csp = [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    allowScript ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "img-src 'self' data:",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'"
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store'
  }
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #eef2f6; color: #17212b; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.5rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; font: inherit; border: 1px solid #5b6773; border-radius: 4px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; border: 0; border-radius: 4px;
           background: #0b5cad; color: #fff; cursor: pointer; }
  button.secondary { background: transparent; color: #0b5cad; border: 1px solid #0b5cad; margin-top: 0.75rem; }
  .alert:not(:empty) { margin: 0 0 1rem; padding: 0.75rem; border-left: 4px solid #b3261e; background: #fdecea; color: #7a1712; }
  .hint { margin-top: 2rem; font-size: 0.875rem; color: #3d4853; }
  .hint code { font-size: 0.875rem; }
`

function layout(title: string, nonce: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Crew Portal</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script}
</body>
</html>`
}

export interface SignInPageInput {
  nonce: string
  /** Where the form posts: `/interaction/<uid>/login`. */
  action: string
  abortAction: string
  email?: string
  /** Shown in the alert region, announced by screen readers. */
  error?: string
  /** Sign-in names to offer on this local-only page, so a demo needs no notes. */
  demoAccounts: readonly string[]
  demoPassword: string
}

export function signInPage(input: SignInPageInput): string {
  const hasError = input.error !== undefined && input.error !== ''
  const invalid = hasError ? ' aria-invalid="true"' : ''
  const accounts = input.demoAccounts.map((email) => `<li><code>${escapeHtml(email)}</code></li>`).join('')
  return layout(
    'Sign in',
    input.nonce,
    `<h1>Sign in to Crew Portal</h1>
<div id="sign-in-error" class="alert" role="alert">${hasError ? escapeHtml(input.error ?? '') : ''}</div>
<form method="post" action="${escapeHtml(input.action)}">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required autofocus
         value="${escapeHtml(input.email ?? '')}" aria-describedby="sign-in-error"${invalid}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required
         aria-describedby="sign-in-error"${invalid}>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(input.abortAction)}">
  <button type="submit" class="secondary">Cancel</button>
</form>
<section class="hint" aria-labelledby="demo-accounts">
  <h2 id="demo-accounts">Local demo accounts</h2>
  <ul>${accounts}</ul>
  <p>Password for each: <code>${escapeHtml(input.demoPassword)}</code></p>
</section>`
  )
}

export function messagePage(
  nonce: string,
  title: string,
  message: string,
  link?: { href: string; text: string }
): string {
  const action = link === undefined ? '' : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
  return layout(title, nonce, `<h1>${escapeHtml(title)}</h1>\n<p role="status">${escapeHtml(message)}</p>\n${action}`)
}

/**
 * The end-session confirmation. It submits itself (signing out from the app needs no second click,
 * as with the cloud directory); without script, the button does the same.
 * `form` is oidc-provider's hidden form carrying the anti-forgery token.
 */
export function logoutPage(nonce: string, form: string): string {
  const script = `<script nonce="${nonce}">document.getElementById('sign-out').click()</script>`
  return layout(
    'Sign out',
    nonce,
    `<h1>Signing you out</h1>
${form}
<button id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
    script
  )
}
