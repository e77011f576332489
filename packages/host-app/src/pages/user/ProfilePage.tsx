import { $notificationSettings, $user, loadNotificationSettings } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { LoadFailed, Loading, notificationSettingsPath } from './parts.tsx'

function NotificationsSummary() {
  const settings = useStore($notificationSettings)
  let body
  if (!settings.data && settings.status === 'error') {
    body = <LoadFailed message={settings.error?.message ?? 'Your notification settings could not be loaded.'} onRetry={() => void loadNotificationSettings()} />
  } else if (!settings.data) {
    body = <Loading>Loading your notification settings…</Loading>
  } else if (settings.data.smsEnabled) {
    body = <p>SMS notifications are on{settings.data.phoneNumber ? `, sent to ${settings.data.phoneNumber}` : ''}.</p>
  } else {
    body = <p>SMS notifications are off.</p>
  }
  return (
    <section className="user-card" aria-labelledby="user-notifications-title">
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
    <div className="page page--narrow user-page">
      <h1>Your profile</h1>
      <section className="user-card" aria-labelledby="user-profile-title">
        <h2 id="user-profile-title">Account</h2>
        {user ? (
          <dl className="user-facts">
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
          <Loading>Loading your profile…</Loading>
        )}
      </section>
      <NotificationsSummary />
    </div>
  )
}
