// One lint configuration for the whole repository. The import rules below are the package
// boundaries of docs/architecture.md: host-app -> widgets -> core -> contract, local-services ->
// contract (and core for types only). Breaking one is a design bug, so it fails `npm test`.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const ours = (name) => [`@crew-portal/${name}`, `@crew-portal/${name}/*`]
const relativeInto = (name) => [`**/packages/${name}/**`, `**/${name}/src/**`]

/** @param {{ packages?: string[], paths?: string[], message: string, allowTypeImports?: boolean }} rule */
const boundary = ({ packages = [], paths = [], message, allowTypeImports = false }) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: paths.map((name) => ({ name, message, allowTypeImports })),
      patterns: [
        {
          group: packages.flatMap((name) => [...ours(name), ...relativeInto(name)]),
          message,
          allowTypeImports
        }
      ]
    }
  ]
})

const react = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@nanostores/react',
  '@r2wc/react-to-web-component'
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'storybook-static/**',
      '.local/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (docs/architecture.md).' }
      ]
    }
  },
  {
    files: ['packages/widgets/**/*.{ts,tsx}', 'packages/host-app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules }
  },
  {
    files: ['packages/contract/**'],
    rules: boundary({
      packages: ['core', 'widgets', 'host-app', 'local-services'],
      paths: react,
      message: 'contract is the wire format alone: it imports no other package of ours and no React.'
    })
  },
  {
    files: ['packages/core/**'],
    rules: boundary({
      packages: ['widgets', 'host-app', 'local-services'],
      paths: react,
      message:
        'core is framework-free and imports no package of ours but contract (host-app -> widgets -> core -> contract).'
    })
  },
  {
    files: ['packages/widgets/**'],
    rules: boundary({
      packages: ['host-app', 'local-services'],
      message: 'widgets never import host-app or local-services (host-app -> widgets -> core).'
    })
  },
  {
    files: ['packages/host-app/**'],
    rules: boundary({
      packages: ['local-services'],
      message: 'host-app talks to local services over HTTP only, never by import.'
    })
  },
  {
    files: ['packages/local-services/**'],
    rules: boundary({
      packages: ['core', 'widgets', 'host-app'],
      paths: react,
      allowTypeImports: true,
      message: 'local-services may import only types from core, and never React (docs/architecture.md).'
    })
  },
  {
    // Config files and Storybook's main file are loaded by tools that expect a default export.
    files: ['**/*.config.{js,ts,mjs}', '.storybook/**', '**/*.stories.tsx', 'web-test-runner.config.*'],
    rules: { 'no-restricted-syntax': 'off' }
  }
)
