import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('package boundaries (host-app -> widgets -> core)', () => {
  it('rejects React in core', async () => {
    expect(await boundaryErrors('packages/core/src/banner/bad.test.ts', "import { useState } from 'react'\nuseState(1)\n")).toHaveLength(1)
  })

  it('rejects core importing widgets, by package name or by relative path', async () => {
    expect(await boundaryErrors('packages/core/src/banner/bad.ts', "import { x } from '@crew-portal/widgets'\nx()\n")).toHaveLength(1)
    expect(await boundaryErrors('packages/core/src/banner/bad.ts', "import { x } from '../../../widgets/src/index.ts'\nx()\n")).toHaveLength(1)
  })

  it('rejects widgets importing host-app', async () => {
    expect(await boundaryErrors('packages/widgets/src/banner/Banner.test.tsx', "import { x } from '@crew-portal/host-app'\nx()\n")).toHaveLength(1)
  })

  it('rejects host-app importing local-services', async () => {
    expect(await boundaryErrors('packages/host-app/src/main.tsx', "import { x } from '@crew-portal/local-services'\nx()\n")).toHaveLength(1)
  })

  it('lets local-services import types from core, but not code', async () => {
    expect(await boundaryErrors('packages/local-services/src/api.ts', "import type { UserProfile } from '@crew-portal/core'\nexport type U = UserProfile\n")).toHaveLength(0)
    expect(await boundaryErrors('packages/local-services/src/api.ts', "import { apiFetch } from '@crew-portal/core'\napiFetch()\n")).toHaveLength(1)
  })

  it('keeps the contract free of every other package of ours', async () => {
    expect(await boundaryErrors('packages/contract/src/schemas.ts', "import { apiFetch } from '@crew-portal/core'\napiFetch()\n")).toHaveLength(1)
    expect(await boundaryErrors('packages/contract/src/schemas.ts', "import { useState } from 'react'\nuseState(1)\n")).toHaveLength(1)
  })

  it('allows the directions the design allows', async () => {
    expect(await boundaryErrors('packages/core/src/api/calls.ts', "import { IdSchema } from '@crew-portal/contract'\nexport const s = IdSchema\n")).toHaveLength(0)
    expect(await boundaryErrors('packages/local-services/src/api.ts', "import { IdSchema } from '@crew-portal/contract'\nexport const s = IdSchema\n")).toHaveLength(0)
    expect(await boundaryErrors('packages/widgets/src/banner/Banner.tsx', "import { $banner } from '@crew-portal/core'\nexport const b = $banner\n")).toHaveLength(0)
    expect(await boundaryErrors('packages/host-app/src/main.tsx', "import { x } from '@crew-portal/widgets'\nx()\n")).toHaveLength(0)
  })
})
