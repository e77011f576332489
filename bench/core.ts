// `npm run bench:core`: the core's hot paths at airline scale, in Node (medians of 31 runs after a
// warm-up). Goals (docs/benchmarks.md): contact selection over 100,000 events <= 20 ms, library
// filter over 10,000 documents <= 2 ms per call. The contract's check of a 10,000-document answer is
// timed too (no goal of its own: it is part of the library's first document visible).
import { exampleLibraryDocument, trainingEventWith } from '@crew-portal/contract/fixtures'
import { LibraryDocumentListSchema, unchangedCheck } from '@crew-portal/contract'
import { filterLibraryDocuments, selectContactCandidates } from '@crew-portal/core'
import * as v from 'valibot'
import { loadavg } from 'node:os'

const now = new Date('2026-11-22T09:00:00Z')
const DAY = 86_400_000

const events = Array.from({ length: 100_000 }, (_, index) =>
  trainingEventWith({
    id: `e${index}`,
    orderProgramType: ['BAT', 'BATTCM', 'FTO'][index % 3] ?? 'BAT',
    isContactCardDisplayedWeb: index % 5 === 0,
    startDate: new Date(now.getTime() + ((index % 60) - 20) * DAY).toISOString()
  })
)
const documents = Array.from({ length: 10_000 }, (_, index) => ({
  ...exampleLibraryDocument,
  id: `d${index}`,
  title: `Manœuvre guide ${index} Zürich operations`,
  description: index % 2 ? `Description number ${index} with some words about flight` : null,
  category: `c${index % 7}`
}))

// As the API sends them: parsed from JSON, dates as text.
const answer: unknown = JSON.parse(
  JSON.stringify(
    documents.map((document, index) => ({
      ...document,
      updatedAt: new Date(now.getTime() - index * 60_000).toISOString()
    }))
  )
)
if (!v.safeParse(LibraryDocumentListSchema, answer).success)
  throw new Error('the benchmark documents do not pass the contract')
if (unchangedCheck(LibraryDocumentListSchema)?.(answer) !== true)
  throw new Error('the contract fast path refuses the benchmark documents')

function median(run: () => unknown, runs = 31): { median: number; min: number; max: number } {
  run()
  const times: number[] = []
  for (let index = 0; index < runs; index++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(runs / 2)] ?? 0, min: times[0] ?? 0, max: times.at(-1) ?? 0 }
}

const rows: Array<[string, ReturnType<typeof median>, number]> = [
  ['contact selection, 100,000 events', median(() => selectContactCandidates(events, now)), 20],
  [
    'library filter, 10,000 documents, two words',
    median(() => filterLibraryDocuments(documents, { category: null, search: 'zurich oper' })),
    2
  ],
  [
    'library filter, 10,000 documents, a category',
    median(() => filterLibraryDocuments(documents, { category: 'c3', search: '' })),
    2
  ],
  [
    'the contract check of 10,000 documents (`LibraryDocumentListSchema`)',
    median(() => v.safeParse(LibraryDocumentListSchema, answer)),
    Number.NaN
  ],
  [
    'the same, its fast path (`unchangedCheck`, what `apiJson` runs first)',
    median(() => unchangedCheck(LibraryDocumentListSchema)?.(answer)),
    Number.NaN
  ]
]
console.log(`load average ${loadavg()[0]?.toFixed(2)}, Node ${process.version}\n`)
console.log('| path | median ms | min | max | goal ms |')
console.log('|---|---:|---:|---:|---:|')
for (const [name, time, goal] of rows)
  console.log(
    `| ${name} | ${time.median.toFixed(2)} | ${time.min.toFixed(2)} | ${time.max.toFixed(2)} | ${Number.isNaN(goal) ? '' : goal} |`
  )
