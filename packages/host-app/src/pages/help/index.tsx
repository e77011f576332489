import { useEffect } from 'react'
import { HelpContent } from '../../shell/HelpContent.tsx'

/** The element a `#fragment` names; none for a fragment that is not valid percent-encoding (`#%`). */
function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  } catch {
    return null
  }
}

/** /help (the remote configuration's helpUrl) and /help#customer-care (its customerCareUrl). */
function HelpPage() {
  // A link to #customer-care lands on its section once the page has rendered.
  useEffect(() => {
    fragmentTarget(window.location.hash)?.scrollIntoView()
  }, [])
  return (
    <div className="page page--narrow help-page">
      <h1>Help</h1>
      <HelpContent headingLevel={2} />
    </div>
  )
}

export { HelpPage as Page }
