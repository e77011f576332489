import type { PersonalDetails as Details } from '@crew-portal/contract'

/** The personal details on file, read only: the crew member confirms them or asks Customer Care. */
export function PersonalDetails({ details }: { details: Details }) {
  return (
    <dl className="pre-check-in-details">
      <div>
        <dt>Name</dt>
        <dd>
          {details.givenName} {details.lastName}
        </dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>{details.email}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{details.phoneNumber ?? 'Not on file'}</dd>
      </div>
      <div>
        <dt>Nationality</dt>
        <dd>{details.nationality ?? 'Not on file'}</dd>
      </div>
    </dl>
  )
}
