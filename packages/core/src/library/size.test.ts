import { describe, expect, it } from 'vitest'
import { documentTypeLabel, formatDocumentSize } from './size.ts'

describe('formatDocumentSize', () => {
  it('reads like a file manager', () => {
    expect(formatDocumentSize(0)).toBe('0 bytes')
    expect(formatDocumentSize(1)).toBe('1 byte')
    expect(formatDocumentSize(820)).toBe('820 bytes')
    expect(formatDocumentSize(1024)).toBe('1 KB')
    expect(formatDocumentSize(12 * 1024 + 300)).toBe('12 KB')
    expect(formatDocumentSize(5242880)).toBe('5 MB')
    expect(formatDocumentSize(5.24 * 1024 * 1024)).toBe('5.2 MB')
    expect(formatDocumentSize(3 * 1024 ** 4)).toBe('3072 GB')
  })

  it('says unknown for values that are not a size', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatDocumentSize(value)).toBe('Unknown size')
  })
})

describe('documentTypeLabel', () => {
  it('shows the type in capitals', () => {
    expect(documentTypeLabel('pdf')).toBe('PDF')
    expect(documentTypeLabel('.docx ')).toBe('DOCX')
    expect(documentTypeLabel('  ')).toBe('File')
  })
})
