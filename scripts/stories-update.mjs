// `npm run stories:update [-- <file filter>]`: runs every story and its matrix (docs/storybook.md,
// "The story matrix") with Vitest's --update, so each screenshot that differs from its baseline, or
// has none, becomes the baseline in docs/screenshots/matrix/. A full run (no filter) also removes
// the baselines of stories and modes that no longer exist. Then it lists what changed, for review
// before the commit. Axe and the play functions still have to pass.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const baselines = join(root, 'docs/screenshots/matrix')
const seen = join(root, '.local/story-matrix-seen.txt')
const filters = process.argv.slice(2)

mkdirSync(dirname(seen), { recursive: true })
rmSync(seen, { force: true })
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...filters, '--update=all'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORY_MATRIX_SEEN: seen }
})
if (run.status !== 0) {
  console.error(
    `\n✖ The run failed (${run.signal ? `signal ${run.signal}` : `exit ${run.status}`}, see above): baselines of the stories that passed were updated, the others were not.`
  )
  process.exit(run.status ?? 1)
}

if (filters.length === 0 && existsSync(seen)) {
  const checked = new Set(readFileSync(seen, 'utf8').split('\n').filter(Boolean))
  let removed = 0
  for (const story of existsSync(baselines) ? readdirSync(baselines) : []) {
    const folder = join(baselines, story)
    for (const file of readdirSync(folder)) {
      if (checked.has(`${story}/${file}`)) continue
      rmSync(join(folder, file))
      removed += 1
    }
    if (readdirSync(folder).length === 0) rmdirSync(folder)
  }
  if (removed > 0) console.log(`\nRemoved ${removed} baseline(s) of stories or modes that are gone.`)
}

const status = spawnSync('git', ['status', '--short', '--untracked-files=all', '--', relative(root, baselines)], {
  cwd: root,
  encoding: 'utf8'
})
const changes = status.stdout.trim()
console.log(
  changes === ''
    ? '\n✔ Every baseline already matched: nothing to commit.'
    : `\n✔ Baselines changed (M changed, ?? new, D removed): look at them, then commit them with the change.\n${changes}`
)
