// The Storybook docs page "Tokens and appearance" (../TokensAndAppearance.mdx): every variable of
// the appearance with its range, its default and the tokens it sets, and a live preview, all read
// from `appearanceVariables`, the definition the kit checks a partner's appearance against.
import { useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react'
import { updateCrewPortal } from '../elements/kit.ts'
import { appearanceOption, appearanceVariables, type AppearanceVariable, type CrewAppearance } from './appearance.ts'
import { darkTokens } from './dark.ts'

type Name = keyof CrewAppearance

const names = Object.keys(appearanceVariables) as Name[]
const variableOf = (name: Name) => appearanceVariables[name] as AppearanceVariable

/** The value in the dark scheme of the token a colour variable sets, where the dark set has one. */
export function darkDefault(name: Name): string | undefined {
  const variable = variableOf(name)
  if (variable.kind !== 'color') return undefined
  const [token] = variable.declarations(variable.default)[0] ?? []
  return token ? (darkTokens as Readonly<Record<string, string>>)[token] : undefined
}

// The previews are drawn in the kit's own default colours, read from the same table.
const light = {
  surface: String(appearanceVariables.colorSurface.default),
  text: String(appearanceVariables.colorText.default),
  border: String(appearanceVariables.colorBorder.default),
  primary: String(appearanceVariables.colorPrimary.default),
  error: String(appearanceVariables.colorError.default)
}

const swatch: CSSProperties = {
  display: 'inline-block',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  border: `1px solid ${light.border}`,
  borderRadius: 4,
  verticalAlign: 'middle',
  marginInlineEnd: '0.5rem'
}

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', marginInlineEnd: '0.75rem', whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={`${label}: ${color}`} style={{ ...swatch, background: color }} />
      <code>{color}</code>
    </span>
  )
}

/** What a variable's default looks like: a swatch, a line of text, a corner, the spacing steps. */
function Preview({ name }: { name: Name }): ReactNode {
  const variable = variableOf(name)
  const value = variable.default
  switch (variable.kind) {
    case 'keyword':
      return (
        <span style={{ display: 'inline-flex', gap: '0.5rem' }}>
          <span
            style={{
              padding: '0.25rem 0.5rem',
              background: light.surface,
              color: light.text,
              border: `1px solid ${light.border}`,
              borderRadius: 4
            }}
          >
            light
          </span>
          <span
            style={{
              padding: '0.25rem 0.5rem',
              background: darkTokens['--crew-color-surface'],
              color: darkTokens['--crew-color-text'],
              border: `1px solid ${darkTokens['--crew-color-border']}`,
              borderRadius: 4
            }}
          >
            dark
          </span>
        </span>
      )
    case 'color': {
      const dark = darkDefault(name)
      return (
        <>
          <Swatch color={String(value)} label="light" />
          {dark ? <Swatch color={dark} label="dark" /> : null}
        </>
      )
    }
    case 'font-family':
      return <span style={{ fontFamily: String(value) }}>Crew Portal — Training 27-11-2026</span>
    case 'px':
      if (name === 'fontSize') return <span style={{ fontSize: `${Number(value)}px` }}>Aa {String(value)} px</span>
      if (name === 'radius')
        return (
          <span
            aria-hidden="true"
            style={{
              ...swatch,
              inlineSize: '3rem',
              blockSize: '2rem',
              background: light.primary,
              borderRadius: `${Number(value)}px`
            }}
          />
        )
      return (
        <span aria-hidden="true" style={{ display: 'inline-flex', alignItems: 'flex-end', gap: 4 }}>
          {variable.declarations(value).map(([token, size]) => (
            <span
              key={token}
              title={`${token}: ${size}`}
              style={{ display: 'inline-block', inlineSize: size, blockSize: '1rem', background: light.primary }}
            />
          ))}
        </span>
      )
    default:
      return <span>stacks above the page’s own layers up to {String(value)}</span>
  }
}

const shown = (value: unknown) => (typeof value === 'string' ? value : String(value))

/** The format every colour variable shares, said once under the table. */
const colorRange = appearanceVariables.colorPrimary.range

/** Every variable: its range, its default (and its dark one), the tokens its default sets, a preview. */
export function AppearanceTable() {
  return (
    <>
      <table className="crew-appearance-table">
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Range or format</th>
            <th scope="col">Default</th>
            <th scope="col">Sets</th>
            <th scope="col">Preview</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const variable = variableOf(name)
            const dark = darkDefault(name)
            const sets = variable.declarations(variable.default)
            return (
              <tr key={name} data-variable={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>{variable.kind === 'color' ? 'a colour (below)' : variable.range}</td>
                <td>
                  <code>{shown(variable.default)}</code>
                  {dark ? (
                    <>
                      {' '}
                      (dark: <code>{dark}</code>)
                    </>
                  ) : null}
                </td>
                <td>
                  {sets.length > 0
                    ? sets.map(([token, value]) => (
                        <code key={token} style={{ display: 'block' }}>{`${token}: ${value}`}</code>
                      ))
                    : 'the whole token set of the scheme'}
                </td>
                <td>
                  <Preview name={name} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p>A colour is {colorRange.replace(/^a colour: /, '')}.</p>
    </>
  )
}

/** A form control for one variable, made from its entry: a list of words, a number in its range, or text. */
function Control({ name, value, onChange }: { name: Name; value: unknown; onChange: (value: unknown) => void }) {
  const id = useId()
  const variable = variableOf(name)
  const label = (
    <label htmlFor={id} style={{ display: 'block', fontWeight: 600 }}>
      <code>{name}</code>
    </label>
  )
  if (variable.kind === 'keyword') {
    return (
      <div>
        {label}
        <select id={id} value={String(value ?? variable.default)} onChange={(event) => onChange(event.target.value)}>
          {(variable.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    )
  }
  if (variable.kind === 'px' || variable.kind === 'integer') {
    return (
      <div>
        {label}
        <input
          id={id}
          type="number"
          step={variable.kind === 'integer' ? 1 : 0.5}
          value={value === undefined ? String(variable.default) : String(value)}
          onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
          style={{ inlineSize: '8rem' }}
        />{' '}
        <small>{variable.range}</small>
      </div>
    )
  }
  const text = value === undefined ? String(variable.default) : String(value)
  return (
    <div>
      {label}
      <span style={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
        {variable.kind === 'color' ? (
          <input
            type="color"
            aria-label={`${name}, picked`}
            value={/^#[\da-f]{6}$/i.test(text) ? text : '#000000'}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : null}
        <input
          id={id}
          type="text"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          style={{ inlineSize: '100%', maxInlineSize: '28rem' }}
        />
      </span>
    </div>
  )
}

function refusalOf(appearance: object): string | undefined {
  try {
    appearanceOption(appearance)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/**
 * Change any variable and the elements below follow at once, through the kit's own
 * `updateCrewPortal({ appearance })`; a value out of range shows the TypeError the kit throws and
 * changes nothing. Leaving the page brings back the kit's own look.
 */
export function AppearancePlayground({ children }: { children?: ReactNode }) {
  const [appearance, setAppearance] = useState<Partial<Record<Name, unknown>>>({})
  // The kit's own check says what is wrong; a refused appearance leaves the last good one applied.
  const refusal = useMemo(() => refusalOf(appearance), [appearance])
  useEffect(() => {
    if (refusal === undefined) updateCrewPortal({ appearance: appearance as CrewAppearance })
  }, [appearance, refusal])
  useEffect(() => () => updateCrewPortal({ appearance: null }), [])

  return (
    <div className="crew-appearance-playground">
      <form
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.75rem 1.5rem' }}
      >
        {names.map((name) => (
          <Control
            key={name}
            name={name}
            value={appearance[name]}
            onChange={(value) => setAppearance((previous) => ({ ...previous, [name]: value }))}
          />
        ))}
      </form>
      <p>
        <button type="button" onClick={() => setAppearance({})}>
          Back to the kit’s own look
        </button>
      </p>
      <p role="alert" style={{ color: light.error, minBlockSize: '1.5em' }}>
        {refusal ?? ''}
      </p>
      <pre>
        <code>{`updateCrewPortal({ appearance: ${JSON.stringify(Object.fromEntries(Object.entries(appearance).filter(([, value]) => value !== undefined)))} })`}</code>
      </pre>
      <div>{children}</div>
    </div>
  )
}
