// The router stops listening to the document one second after its last subscriber leaves
// (nanostores' unmount delay). A test file that ends sooner would have that timer fire after its
// DOM is gone ("document is not defined"), so every file stops the router while the DOM is there.
import { cleanStores } from 'nanostores'
import { afterAll } from 'vitest'
import { $router } from '@crew-portal/core'

afterAll(() => {
  cleanStores($router)
})
