// A partner portal on React 18: the kit's React components take rich data as props and report
// through onCrew… props, on this app's own React.
import React, { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { CrewAccessPass, CrewContactCard } from '@crew-portal/widgets/react'

const pass = {
  id: 'PASS-7731',
  holderName: 'Ada Lovelace',
  airline: 'Example Air',
  trainingCentre: 'Miami Training Center',
  eventName: 'A320 Recurrent',
  validFrom: '2026-01-01T08:00:00Z',
  validUntil: '2099-01-01T18:00:00Z'
}
const contact = { name: 'Grace Hopper', email: 'grace@example.com', phoneNumber: '+1 305 555 0100' }

function Portal() {
  const [open, setOpen] = useState(false)
  const [events, setEvents] = useState([])
  const note = (event) => setEvents((seen) => [...seen, event.type])
  return (
    <main>
      <h1>Your training pass</h1>
      <p id="react-version">React {React.version}</p>
      <CrewAccessPass pass={pass} onCrewReady={note} />
      <button type="button" id="show-contact" onClick={() => setOpen(true)}>
        Contact Customer Care
      </button>
      <CrewContactCard
        contact={contact}
        open={open}
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
