// `npm start` (scripts/start.mjs runs `main`): the options, the start, and a clean stop.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startBanner, USAGE } from './help.ts'
import { startLocalServices, type LocalServices } from './orchestrate.ts'

export interface StartArguments {
  reset: boolean
  build: boolean
  help: boolean
  data: 'default' | 'large'
}

export function parseStartArguments(args: readonly string[]): StartArguments {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: {
        reset: { type: 'boolean', default: false },
        'no-build': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        data: { type: 'string', default: 'default' }
      },
      strict: true,
      allowPositionals: false
    })
    if (values.data !== 'default' && values.data !== 'large')
      throw new Error(`--data must be "default" or "large", not "${values.data}".\n${USAGE}`)
    return { reset: values.reset, build: !values['no-build'], help: values.help, data: values.data }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('--data')) throw error
    const unknown = /'([^']+)'/.exec(error instanceof Error ? error.message : '')?.[1]
    throw new Error(`Unknown option "${unknown ?? args.join(' ')}".\n${USAGE}`, { cause: error })
  }
}

/** The command line: start, print, and on Ctrl-C (SIGINT) or SIGTERM close every server and exit. */
export async function main(args: readonly string[]): Promise<void> {
  let parsed: StartArguments
  try {
    parsed = parseStartArguments(args)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 2
    return
  }
  if (parsed.help) {
    console.log(USAGE)
    return
  }
  const log = (line: string) => console.log(line)
  let running: LocalServices
  try {
    const localDir = process.env.CREW_LOCAL_DIR
    const dirs =
      localDir === undefined || localDir === ''
        ? {}
        : { dataDir: join(localDir, 'data'), certDir: join(localDir, 'certs') }
    running = await startLocalServices({ reset: parsed.reset, build: parsed.build, data: parsed.data, log, ...dirs })
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
    return
  }
  console.log(startBanner(running))

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Stopping at once.')
      process.exit(130)
    }
    stopping = true
    console.log(`\n${signal}: stopping every local service...`)
    // A server that will not close must not keep the terminal hostage.
    setTimeout(() => process.exit(1), 5000).unref()
    void running.close().then(() => {
      console.log('Stopped.')
      process.exit(0)
    })
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
