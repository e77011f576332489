import { useEffect } from 'react'
import { HelpContent } from '../../shell/HelpContent.tsx'

/** /help (the remote configuration's helpUrl) and /help#customer-care (its customerCareUrl). */
export function HelpPage() {
  // A link to #customer-care lands on its section once the page has rendered.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null
    target?.scrollIntoView()
  }, [])
  return (
    <div className="page page--narrow help-page">
      <h1>Help</h1>
      <HelpContent headingLevel={2} />
    </div>
  )
}
