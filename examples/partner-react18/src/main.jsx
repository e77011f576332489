// A partner portal on React 18: the kit's React components take rich data as props and report
// through onCrew… props, on this app's own React. The crew member picks the kit's language and
// colours; an effect hands them to updateCrewPortal, and every element follows without a reload.
import React, { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { CrewAccessPass, CrewContactCard, updateCrewPortal } from '@crew-portal/widgets/react'

const contact = { name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: '+1 305 555 0100' }

const LANGUAGES = { en: 'English', de: 'Deutsch', ar: 'العربية' }
const SCHEMES = { light: 'Light', dark: 'Dark', auto: 'As the device' }
// The choices a link may carry (/?locale=ar&scheme=dark), else English and light.
const asked = new URLSearchParams(location.search)
const initial = (name, choices, otherwise) =>
  Object.hasOwn(choices, asked.get(name) ?? '') ? asked.get(name) : otherwise

function Choice({ id, label, value, choices, onChange }) {
  return (
    <label>
      {label}{' '}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {Object.entries(choices).map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}

// The crew member's pass, as the portal's own backend would send it (here the static public/pass.json).
// Until it arrives the element shows that no pass is available; then it shows the pass.
function usePass() {
  const [pass, setPass] = useState()
  useEffect(() => {
    fetch('./pass.json')
      .then((response) => response.json())
      .then(setPass, (error) => console.error('pass', error))
  }, [])
  return pass
}

function Portal() {
  const pass = usePass()
  const [open, setOpen] = useState(false)
  const [events, setEvents] = useState([])
  const [locale, setLocale] = useState(() => initial('locale', LANGUAGES, 'en'))
  const [scheme, setScheme] = useState(() => initial('scheme', SCHEMES, 'light'))
  const note = (event) => setEvents((seen) => [...seen, event.type])

  // The kit-wide language and look: set once, then again whenever the crew member changes them.
  useEffect(() => {
    updateCrewPortal({ locale, appearance: { colorScheme: scheme } }).catch((error) =>
      console.error('Crew Portal', error)
    )
  }, [locale, scheme])
  // Arabic reads right to left: each element is told with `dir` (a language never sets the direction).
  const dir = locale === 'ar' ? 'rtl' : 'ltr'

  return (
    <main>
      <h1>Your training pass</h1>
      <p id="react-version">React {React.version}</p>
      <p>
        <Choice id="language" label="Language" value={locale} choices={LANGUAGES} onChange={setLocale} />{' '}
        <Choice id="scheme" label="Colours" value={scheme} choices={SCHEMES} onChange={setScheme} />
      </p>
      <CrewAccessPass pass={pass} dir={dir} onCrewReady={note} />
      <button type="button" id="show-contact" onClick={() => setOpen(true)}>
        Contact Customer Care
      </button>
      <CrewContactCard
        contact={contact}
        open={open}
        dir={dir}
        firstName="Ada"
        customerCareUrl="https://partner.example/care"
        onCrewClose={(event) => {
          setOpen(false)
          note(event)
        }}
      />
      <ol id="events">
        {events.map((type, index) => (
          <li key={index}>{type}</li>
        ))}
      </ol>
    </main>
  )
}

createRoot(document.getElementById('root')).render(<Portal />)
