import { Hono } from 'hono'
import * as v from 'valibot'
import { fail } from '../../service-http/problem.ts'
import { param, requireCrewMember, type ApiEnv } from '../middleware.ts'
import { EmailSchema } from '@crew-portal/contract'

export const contactRoutes = new Hono<ApiEnv>()
  .get('/api/v1/directory/contacts', requireCrewMember, (c) => {
    const email = c.req.query('email')
    if (email === undefined || !v.is(EmailSchema, email))
      fail(400, 'email: Expected the e-mail address to look up', 'email')
    return c.json(
      c.var.seed.directory.get(email.toLowerCase()) ?? fail(404, `There is no directory entry for ${email}.`)
    )
  })
  .get('/api/v1/contacts/:id', requireCrewMember, (c) => {
    const id = param(c, 'id')
    return c.json(c.var.seed.contacts.find((contact) => contact.id === id) ?? fail(404, `There is no contact ${id}.`))
  })
