import { daysAgo } from './time.ts'
import type { LibraryAudience, LibraryDocument, RequiredReading } from './types.ts'

/** Library categories in display order; counts are computed per audience by the route. */
export const LIBRARY_CATEGORIES: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'manuals', name: 'Manuals' },
  { id: 'bulletins', name: 'Bulletins' },
  { id: 'training-guides', name: 'Training guides' },
  { id: 'safety', name: 'Safety' },
  { id: 'fto-guides', name: 'First-time operator guides' }
]

type DocumentPlan = [
  id: string,
  title: string,
  description: string | null,
  category: string,
  audience: LibraryAudience,
  fileType: string,
  ageDays: number,
  featured: boolean,
  size: number,
  version: string
]

const DOCUMENTS: DocumentPlan[] = [
  [
    'doc-a320-fcom',
    'A320 FCOM',
    'Flight crew operating manual, revision 54.',
    'manuals',
    'all',
    'pdf',
    12,
    true,
    5_242_880,
    '54'
  ],
  [
    'doc-a320-qrh',
    'A320 Quick Reference Handbook',
    'Abnormal and emergency procedures.',
    'manuals',
    'all',
    'pdf',
    30,
    false,
    1_835_008,
    '7'
  ],
  [
    'doc-b737-fcom',
    'B737 FCOM',
    'Flight crew operating manual, revision 31.',
    'manuals',
    'all',
    'pdf',
    45,
    false,
    6_029_312,
    '31'
  ],
  [
    'doc-bulletin-deicing',
    'Winter operations: de-icing bulletin',
    'Holdover times and the new de-icing codes for this season.',
    'bulletins',
    'all',
    'pdf',
    3,
    true,
    412_672,
    '3'
  ],
  ['doc-bulletin-sim-booking', 'Simulator booking changes', null, 'bulletins', 'all', 'pdf', 20, false, 98_304, '1'],
  [
    'doc-guide-checkride',
    'Preparing for your checkride',
    'What the examiner looks for, session by session.',
    'training-guides',
    'all',
    'pdf',
    60,
    true,
    734_003,
    '2'
  ],
  [
    'doc-guide-uprt',
    'Upset prevention and recovery',
    'Briefing video for the UPRT module.',
    'training-guides',
    'all',
    'mp4',
    90,
    false,
    48_234_496,
    '1'
  ],
  [
    'doc-safety-fatigue',
    'Fatigue risk management',
    'How to report fatigue and what happens next.',
    'safety',
    'all',
    'pdf',
    15,
    false,
    524_288,
    '4'
  ],
  [
    'doc-fto-welcome',
    'Welcome to your first type with us',
    'What first-time operators need before day one.',
    'fto-guides',
    'fto',
    'pdf',
    5,
    true,
    655_360,
    '1'
  ],
  [
    'doc-fto-sops',
    'Standard operating procedures: differences for new operators',
    'Where our SOPs differ from what you may know.',
    'fto-guides',
    'fto',
    'pdf',
    25,
    false,
    2_097_152,
    '3'
  ],
  [
    'doc-fto-checklist',
    'First-time operator arrival checklist',
    null,
    'fto-guides',
    'fto',
    'docx',
    40,
    true,
    45_056,
    '2'
  ]
]

/**
 * A document's file, its version in the query: a file stored for an older version is never taken
 * for a newer one. The file route serves the name whatever the query (routes/files.ts).
 */
export function documentUrl(apiOrigin: string, id: string, fileType: string, version: string): string {
  return `${apiOrigin}/files/${id}.${fileType}?v=${encodeURIComponent(version)}`
}

export function seedLibrary(now: Date, apiOrigin: string): LibraryDocument[] {
  return DOCUMENTS.map(([id, title, description, category, audience, fileType, ageDays, featured, size, version]) => ({
    id,
    title,
    description,
    category,
    audience,
    fileType,
    url: documentUrl(apiOrigin, id, fileType, version),
    updatedAt: daysAgo(now, ageDays),
    featured,
    size,
    version
  }))
}

/** A document as an event requires it, due by `dueDate`: its version, title, type and link as the library has them now. */
export function requiredReadingOf(document: LibraryDocument, dueDate: string): RequiredReading {
  const { id: documentId, version, title, fileType, url } = document
  return { documentId, version, title, fileType, url, dueDate }
}
