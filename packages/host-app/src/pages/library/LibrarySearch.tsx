import { $libraryCategories, $libraryFilter, setLibraryCategory } from '@crew-portal/core'
import { useStore } from '@nanostores/react'
import { useId } from 'react'

interface LibrarySearchProps {
  query: string
  onQueryChange: (query: string) => void
}

/** The search field and the category chips (toggle buttons: exactly one is pressed). */
export function LibrarySearch({ query, onQueryChange }: LibrarySearchProps) {
  const categories = useStore($libraryCategories).data ?? []
  const filter = useStore($libraryFilter)
  const searchId = useId()
  return (
    <div className="library-filters" role="search">
      <div className="library-search">
        <label htmlFor={searchId}>Search documents</label>
        <input
          id={searchId}
          type="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      {categories.length > 0 ? (
        <div className="library-chips" role="group" aria-label="Categories">
          <button
            type="button"
            className="library-chip"
            aria-pressed={filter.category === null}
            onClick={() => setLibraryCategory(null)}
          >
            All
          </button>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              className="library-chip"
              aria-pressed={filter.category === category.id}
              onClick={() => setLibraryCategory(category.id)}
            >
              {category.name}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
