import * as v from 'valibot'
import { errorReply, ok } from '../http.ts'
import { invalid } from '../validation.ts'
import type { ApiRoute } from './context.ts'
import { EmailSchema } from '@crew-portal/contract'

export const contactRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: '/api/v1/directory/contacts',
    handle({ query, seed }) {
      const email = query.get('email')
      if (email === null || !v.is(EmailSchema, email)) return invalid('email', 'email: Expected the e-mail address to look up')
      const entry = seed.directory.get(email.toLowerCase())
      return entry === undefined ? errorReply(404, `There is no directory entry for ${email}.`) : ok(entry)
    }
  },
  {
    method: 'GET',
    pattern: '/api/v1/contacts/{id}',
    handle({ params, seed }) {
      const contact = seed.contacts.find((candidate) => candidate.id === params.id)
      return contact === undefined ? errorReply(404, `There is no contact ${params.id ?? ''}.`) : ok(contact)
    }
  }
]
