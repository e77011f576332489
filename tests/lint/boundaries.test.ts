import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

/** A file that imports `name` from `from` and uses it. */
const importing = (from: string, name = 'x') => `import { ${name} } from '${from}'\n${name}()\n`

// Each rule: the files it was written for, what they import, and how many boundary errors ESLint reports.
const RULES: [rule: string, files: [file: string, code: string, errors: number][]][] = [
  ['rejects React in core', [['packages/core/src/banner/bad.test.ts', importing('react', 'useState'), 1]]],
  [
    'rejects core importing widgets, by package name or by relative path',
    [
      ['packages/core/src/banner/bad.ts', importing('@crew-portal/widgets'), 1],
      ['packages/core/src/banner/bad.ts', importing('../../../widgets/src/index.ts'), 1]
    ]
  ],
  [
    'rejects widgets importing host-app',
    [['packages/widgets/src/banner/Banner.test.tsx', importing('@crew-portal/host-app'), 1]]
  ],
  [
    'rejects host-app importing local-services',
    [['packages/host-app/src/main.tsx', importing('@crew-portal/local-services'), 1]]
  ],
  [
    'lets local-services import types from core, but not code',
    [
      [
        'packages/local-services/src/api.ts',
        "import type { UserProfile } from '@crew-portal/core'\nexport type U = UserProfile\n",
        0
      ],
      ['packages/local-services/src/api.ts', importing('@crew-portal/core', 'apiFetch'), 1]
    ]
  ],
  [
    'keeps the contract free of every other package of ours',
    [
      ['packages/contract/src/schemas.ts', importing('@crew-portal/core', 'apiFetch'), 1],
      ['packages/contract/src/schemas.ts', importing('react', 'useState'), 1]
    ]
  ],
  [
    'allows the directions the design allows',
    [
      [
        'packages/core/src/api/calls.ts',
        "import { IdSchema } from '@crew-portal/contract'\nexport const s = IdSchema\n",
        0
      ],
      [
        'packages/local-services/src/api.ts',
        "import { IdSchema } from '@crew-portal/contract'\nexport const s = IdSchema\n",
        0
      ],
      [
        'packages/widgets/src/banner/Banner.tsx',
        "import { $banner } from '@crew-portal/core'\nexport const b = $banner\n",
        0
      ],
      ['packages/host-app/src/main.tsx', importing('@crew-portal/widgets'), 0]
    ]
  ]
]

describe('package boundaries (host-app -> widgets -> core)', () => {
  it.each(RULES)('%s', async (_rule, files) => {
    for (const [file, code, errors] of files)
      expect(await boundaryErrors(file, code), `${file}: ${code}`).toHaveLength(errors)
  })
})
