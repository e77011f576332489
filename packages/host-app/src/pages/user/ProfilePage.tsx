import { $notificationsPage, $user } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { LoadingState, PageLadder } from '../common/PageState.tsx'
import { calendarSettingsPath, notificationSettingsPath } from './parts.tsx'

function NotificationsSummary() {
  const page = useStore($notificationsPage)
  const body = (
    <PageLadder page={page} loading="Loading your notification settings…">
      {({ settings }) =>
        settings.smsEnabled ? (
          <p>SMS notifications are on{settings.phoneNumber ? `, sent to ${settings.phoneNumber}` : ''}.</p>
        ) : (
          <p>SMS notifications are off.</p>
        )
      }
    </PageLadder>
  )
  return (
    <section className="page-card user-card" aria-labelledby="user-notifications-title">
      <h2 id="user-notifications-title">Notifications</h2>
      {body}
      <p>
        <a href={notificationSettingsPath()}>Notification settings</a>
      </p>
    </section>
  )
}

/** `/user`: who is signed in, and the way to their notification settings. */
export function ProfilePage() {
  const user = useStore($user)

  return (
    <div className="page page--narrow page-area user-page">
      <h1>Your profile</h1>
      <section className="page-card user-card" aria-labelledby="user-profile-title">
        <h2 id="user-profile-title">Account</h2>
        {user ? (
          <dl className="page-facts user-facts">
            <div>
              <dt>Name</dt>
              <dd>{`${user.givenName} ${user.lastName}`.trim() || '—'}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
        ) : (
          <LoadingState label="Loading your profile…" />
        )}
      </section>
      <NotificationsSummary />
      <section className="page-card user-card" aria-labelledby="user-calendar-title">
        <h2 id="user-calendar-title">Calendar</h2>
        <p>
          <a href={calendarSettingsPath()}>Subscribe in your calendar</a>
        </p>
      </section>
    </div>
  )
}
