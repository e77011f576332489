// The portal's own script: the crew-* events have the same names in both versions, and bubble to
// the document from either; the element that fired one (its tag) says which version spoke.
const log = document.querySelector('#events')
for (const type of ['crew-ready', 'crew-close']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li')
    item.textContent = `${event.type} from <${event.target.localName}>`
    log.append(item)
  })
}
