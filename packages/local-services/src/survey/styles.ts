/**
 * Applied as a constructed stylesheet (adoptedStyleSheets) inside the survey's shadow root: the
 * app's strict CSP blocks inline <style> elements and style attributes, but not constructed sheets.
 */
export const SURVEY_CSS = `
:host{all:initial}
dialog{box-sizing:border-box;max-width:min(32rem,calc(100vw - 2rem));width:100%;padding:1.5rem;border:0;border-radius:.5rem;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff;box-shadow:0 .5rem 2rem rgba(0,0,0,.35)}
dialog::backdrop{background:rgba(0,0,0,.5)}
h2{font-size:1.25rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
fieldset{border:0;margin:0 0 1rem;padding:0}
legend{font-weight:600;margin-bottom:.5rem;padding:0}
.scale{display:flex;gap:.5rem;flex-wrap:wrap}
.scale label{display:flex;flex-direction:column;align-items:center;min-width:3.5rem;padding:.5rem;border:1px solid #767676;border-radius:.375rem;cursor:pointer;font-size:.875rem;text-align:center}
.scale label:has(input:checked){border-color:#0b4ea2;background:#e8f0fb}
.scale input{margin:0 0 .25rem}
.error{color:#b00020;font-weight:600}
label.comment{display:block;font-weight:600;margin-bottom:.25rem}
textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #767676;border-radius:.375rem;margin-bottom:1rem}
.actions{display:flex;gap:.75rem;justify-content:flex-end}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #0b4ea2;cursor:pointer;min-height:2.75rem}
button.primary{background:#0b4ea2;color:#fff}
button.secondary{background:#fff;color:#0b4ea2}
:focus-visible{outline:3px solid #0b4ea2;outline-offset:2px}
`
