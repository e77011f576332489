import { $contactCard, $user, DEFAULT_PROFILE_PICTURE } from '@crew-portal/core'
import { configureTestCrewPortal, testUser } from '@crew-portal/core/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { button, cleanup, click, fire, render } from '../test/render.tsx'
import { ConnectedContactCard } from './ConnectedContactCard.tsx'

beforeEach(() => {
  configureTestCrewPortal()
})
afterEach(cleanup)

describe('ConnectedContactCard', () => {
  it('opens with the core contact card, greets the signed-in user, and closing clears it in the core', () => {
    const onClosed = vi.fn()
    const { container } = render(<ConnectedContactCard onOpenHelp={() => false} onClosed={onClosed} />)
    expect(container.querySelector('dialog')).toBeNull()
    fire(() => {
      $user.set(testUser)
      $contactCard.set({
        name: 'Jordan Lee',
        reservationId: 'R-1',
        phoneNumber: '+1 305 555 0142',
        email: 'jordan.lee@crew.example',
        profilePicture: DEFAULT_PROFILE_PICTURE,
        location: 'Miami Training Center',
        availabilityStartTime: '08:00',
        availabilityEndTime: '--:--',
        trainingEventDate: '2026-11-27T08:00:00Z'
      })
    })
    expect(container.querySelector('h2')?.textContent).toBe('Hello Alex!')
    expect(container.querySelector('[part="availability"]')?.textContent).toBe('Mon. to Fri. 08:00 – --:-- UTC')
    click(button('Close'))
    expect($contactCard.get()).toBeUndefined()
    expect(onClosed).toHaveBeenCalledTimes(1)
    expect(container.querySelector('dialog')).toBeNull()
  })
})
