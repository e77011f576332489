// `npm start`: the whole product on this machine (docs/local-services.md). Runs the TypeScript
// orchestration in this same process through tsx's loader, so Ctrl-C reaches one process that
// closes every server; the only child is the host-app build, which finishes before anything listens.
import { tsImport } from 'tsx/esm/api'

const { main } = await tsImport('../packages/local-services/src/start.ts', import.meta.url)
await main(process.argv.slice(2))
