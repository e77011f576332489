// The Custom Elements Manifest of the five crew-* elements, generated from the JSDoc on their
// classes (@tag, @attr, @prop, @fires, @csspart, @cssprop), and of crew-define.js's
// defineCrewElements (two versions on one page). `npm run build` writes dist/custom-elements.json
// beside the bundles; `npm run manifest` writes the committed custom-elements.json that package.json
// names, the autodocs tables read, and src/elements/committed-manifest.test.ts keeps fresh.
const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())

/** The classes extend `crewElement(...)`, an r2wc-built HTMLElement: say so instead of naming the adapter. */
function crewElementsPlugin() {
  return {
    name: 'crew-elements',
    packageLinkPhase({ customElementsManifest }) {
      // In a fixed order, whatever order the file system lists the sources in: the elements by path,
      // then crew-define's module. A fresh clone listed them in another order than the committed one.
      const rank = (module) => (module.path.endsWith('/element.ts') ? 0 : 1)
      customElementsManifest.modules.sort(
        (a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)
      )
      for (const module of customElementsManifest.modules) {
        // A module without elements (crew-define.js) lists what it declares, not what it passes on
        // from files the manifest does not describe (the kit-wide calls).
        const declared = new Set((module.declarations ?? []).map((declaration) => declaration.name))
        module.exports = (module.exports ?? []).filter((entry) => declared.has(entry.declaration?.name))
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue
          delete declaration.mixins
          declaration.superclass = { name: 'HTMLElement' }
          // Each attribute has its camelCase property.
          for (const attribute of declaration.attributes ?? []) {
            const field = camelCase(attribute.name)
            if ((declaration.members ?? []).some((member) => member.name === field)) attribute.fieldName = field
          }
          for (const member of declaration.members ?? []) {
            const attribute = (declaration.attributes ?? []).find((candidate) => candidate.fieldName === member.name)
            if (attribute) {
              member.attribute = attribute.name
              member.description ??= attribute.description
            }
          }
          module.exports = [
            ...(module.exports ?? []),
            {
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: module.path }
            }
          ]
        }
      }
    }
  }
}

export default {
  globs: ['src/*/element.ts', 'src/elements/define-elements.ts'],
  outdir: 'dist',
  litelement: false,
  packagejson: false,
  plugins: [crewElementsPlugin()]
}
