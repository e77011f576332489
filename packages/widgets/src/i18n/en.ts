// The kit's words in English, the default, by element. Each element carries its own group
// (i18n/en/), so a page pays only for the words of the elements on it; this whole table is what the
// other languages (i18n/locales/, checked by messages.test.ts) and a partner's translations are held to.
// `{name}` is a placeholder the element fills in.
import { accessPass } from './en/access-pass.ts'
import { contactCard } from './en/contact-card.ts'
import { banner } from './en/banner.ts'
import { userMenu } from './en/user-menu.ts'
import { sideNav } from './en/side-nav.ts'

export const en = { accessPass, contactCard, banner, userMenu, sideNav }
