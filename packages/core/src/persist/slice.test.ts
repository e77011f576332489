import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { configureCrewPortal, wire } from '../environment/configure.ts'
import { configureTestCrewPortal, createTestEnvironment } from '../test/index.ts'
import type { TestEnvironment } from '../test/index.ts'
import { MAX_SLICE_CHARS, PERSIST_KEY_PREFIX, persistedSlice, readEnvelope } from './slice.ts'

const schema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)), label: v.string() })
type Counter = v.InferOutput<typeof schema>
const initial: Counter = { count: 0, label: '' }
const counter = persistedSlice<Counter>('TestCounter', 2, schema, initial)
const KEY = `${PERSIST_KEY_PREFIX}TestCounter`
// Wired as its owner's wiring would: read at each configuration, back to the start before the next.
wire(counter.wiring)

let env: TestEnvironment
beforeEach(() => {
  env = configureTestCrewPortal()
})

function store(raw: string): TestEnvironment {
  const next = configureTestCrewPortal()
  next.sessionStorage.setItem(KEY, raw)
  counter.load()
  return next
}

function droppedTraces(from: TestEnvironment): number {
  return from.telemetry.records.filter(
    (record) => record.kind === 'trace' && record.properties?.slice === 'TestCounter'
  ).length
}

describe('persistedSlice', () => {
  it('writes { v, data } JSON under a namespaced key', () => {
    expect(counter.set({ count: 3, label: 'a' })).toBe(true)
    expect(JSON.parse(env.sessionStorage.getItem(KEY)!)).toEqual({ v: 2, data: { count: 3, label: 'a' } })
    expect(counter.get()).toEqual({ count: 3, label: 'a' })
    expect(counter.$value.get()).toEqual({ count: 3, label: 'a' })
  })

  it('is read back when the core is configured (a page reload)', () => {
    env.sessionStorage.setItem(KEY, JSON.stringify({ v: 2, data: { count: 9, label: 'kept' } }))
    counter.load()
    expect(counter.get()).toEqual({ count: 9, label: 'kept' })
  })

  it('reads storage as soon as the core is configured (a page reload)', () => {
    const reloaded = createTestEnvironment()
    reloaded.sessionStorage.setItem(KEY, JSON.stringify({ v: 2, data: { count: 4, label: 'b' } }))
    configureCrewPortal(reloaded)
    expect(counter.get()).toEqual({ count: 4, label: 'b' })
  })

  it('a new configuration does not see the previous one’s value', () => {
    counter.set({ count: 4, label: 'b' })
    configureTestCrewPortal()
    expect(counter.get()).toEqual(initial)
  })

  it.each([
    ['not JSON', '{count: 1', 'not JSON'],
    ['a bare value', '"hello"', 'not a { v, data } envelope'],
    ['an array', '[1,2]', 'not a { v, data } envelope'],
    ['null', 'null', 'not a { v, data } envelope'],
    ['no version', JSON.stringify({ data: { count: 1, label: '' } }), 'not a { v, data } envelope'],
    ['an old version', JSON.stringify({ v: 1, data: { count: 1, label: '' } }), 'version 1 is not 2'],
    ['the wrong shape', JSON.stringify({ v: 2, data: { count: -1, label: '' } }), 'count: Invalid value'],
    ['a missing field', JSON.stringify({ v: 2, data: { count: 1 } }), 'label'],
    ['__proto__', `{"v":2,"data":{"count":1,"label":"","__proto__":{"polluted":true}}}`, '__proto__'],
    [
      'constructor',
      `{"v":2,"data":{"count":1,"label":"","constructor":{"prototype":{"polluted":true}}}}`,
      'constructor'
    ],
    ['a huge value', JSON.stringify({ v: 2, data: { count: 1, label: 'x'.repeat(MAX_SLICE_CHARS) } }), 'larger than']
  ])('drops %s: initial value, key removed, logged, nothing thrown', (_name, raw, reason) => {
    const next = store(raw)
    expect(counter.get()).toEqual(initial)
    expect(next.sessionStorage.getItem(KEY)).toBeNull()
    const trace = next.telemetry.records.find((record) => record.kind === 'trace')
    expect(trace?.properties?.slice).toBe('TestCounter')
    expect(String(trace?.properties?.reason)).toContain(reason)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses to write an invalid value, keeping the last good one', () => {
    counter.set({ count: 1, label: 'ok' })
    expect(counter.set({ count: -5, label: 'bad' })).toBe(false)
    expect(counter.get()).toEqual({ count: 1, label: 'ok' })
    expect(JSON.parse(env.sessionStorage.getItem(KEY)!).data).toEqual({ count: 1, label: 'ok' })
    expect(droppedTraces(env)).toBe(1)
  })

  it('keeps working in memory when storage refuses to write (quota)', () => {
    env.sessionStorage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(counter.set({ count: 2, label: 'mem' })).toBe(true)
    expect(counter.get()).toEqual({ count: 2, label: 'mem' })
    expect(env.telemetry.records.map((record) => record.kind)).toEqual(['exception'])
  })

  it('survives storage that cannot be read or cleared', () => {
    env.sessionStorage.getItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    env.sessionStorage.removeItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(counter.load()).toEqual(initial)
    expect(() => counter.clear()).not.toThrow()
    env.sessionStorage.getItem = () => 'garbage'
    expect(counter.load()).toEqual(initial)
    expect(env.telemetry.records.filter((record) => record.kind === 'exception')).toHaveLength(3)
  })

  it('clear forgets the value and the key', () => {
    counter.set({ count: 7, label: 'x' })
    counter.clear()
    expect(counter.get()).toEqual(initial)
    expect(env.sessionStorage.getItem(KEY)).toBeNull()
  })

  it('a missing key is simply the initial value, not logged', () => {
    expect(counter.load()).toEqual(initial)
    expect(env.telemetry.records).toEqual([])
  })

  it('does not touch foreign keys', () => {
    env.sessionStorage.setItem('TestCounter', JSON.stringify({ v: 2, data: { count: 5, label: 'foreign' } }))
    expect(counter.load()).toEqual(initial)
    expect(env.sessionStorage.getItem('TestCounter')).not.toBeNull()
  })
})

describe('readEnvelope, over generated hostile input (fast-check)', () => {
  it('never throws and only ever returns schema-valid data', () => {
    const hostileJson = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((data) => JSON.stringify({ v: 2, data })),
      fc
        .tuple(
          fc.oneof(fc.constant(2), fc.jsonValue()),
          fc.record({ count: fc.jsonValue(), label: fc.jsonValue() }, { requiredKeys: [] })
        )
        .map(([version, data]) => JSON.stringify({ v: version, data })),
      // Huge strings: generated cheaply by repeating a generated piece past the size limit.
      fc
        .tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 8 }))
        .map(([count, piece]) =>
          JSON.stringify({ v: 2, data: { count, label: piece.repeat(Math.ceil(MAX_SLICE_CHARS / piece.length)) } })
        ),
      fc
        .dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'count', 'label'), fc.jsonValue())
        .map((data) => `{"v":2,"data":${JSON.stringify(data)}}`)
    )
    fc.assert(
      fc.property(hostileJson, (raw) => {
        const result = readEnvelope(raw, 2, schema)
        if (result.ok) expect(v.is(schema, result.data)).toBe(true)
        else expect(typeof result.reason).toBe('string')
      }),
      { numRuns: 500 }
    )
  })

  it('refuses a version that is an object with a hostile toString, without throwing (a case fast-check found)', () => {
    expect(readEnvelope('{"v":{"toString":0},"data":{}}', 2, schema)).toEqual({
      ok: false,
      reason: 'version object is not 2'
    })
  })

  it('rejects any value carrying a __proto__ or constructor key, at any depth', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.jsonValue(),
        fc.nat(3),
        (key, inner, depth) => {
          let data = `{${JSON.stringify(key)}:${JSON.stringify(inner) ?? 'null'},"count":1,"label":""}`
          for (let level = 0; level < depth; level += 1) data = `{"nested":${data},"count":1,"label":""}`
          expect(readEnvelope(`{"v":2,"data":${data}}`, 2, schema).ok).toBe(false)
        }
      )
    )
  })

  it('round-trips every valid value', () => {
    fc.assert(
      fc.property(fc.record({ count: fc.nat(), label: fc.string({ maxLength: 2000 }) }), (value) => {
        expect(readEnvelope(JSON.stringify({ v: 2, data: value }), 2, schema)).toEqual({ ok: true, data: value })
      })
    )
  })
})
