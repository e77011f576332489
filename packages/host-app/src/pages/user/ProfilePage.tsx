import { $notificationSettings, $user, loadNotificationSettings } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { ErrorState, LoadingState } from '../common/PageState.tsx'
import { notificationSettingsPath } from './parts.tsx'

function NotificationsSummary() {
  const settings = useStore($notificationSettings)
  let body
  if (!settings.data && settings.status === 'error') {
    body = <ErrorState message={settings.error?.message ?? 'Your notification settings could not be loaded.'} onRetry={() => void loadNotificationSettings()} />
  } else if (!settings.data) {
    body = <LoadingState label="Loading your notification settings…" />
  } else if (settings.data.smsEnabled) {
    body = <p>SMS notifications are on{settings.data.phoneNumber ? `, sent to ${settings.data.phoneNumber}` : ''}.</p>
  } else {
    body = <p>SMS notifications are off.</p>
  }
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

  useEffect(() => {
    void loadNotificationSettings()
  }, [])

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
    </div>
  )
}
