import { Search } from 'lucide-react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

type SearchFormProps = {
  /** The form's own class, for its layout in the page. */
  className: string
  label: string
  buttonLabel: string
  maxLength: number
  /** The search the list shows now; the field starts from it. */
  query: string
  /** The trimmed text, on submit. */
  onSearch: (text: string) => void
  /** The list's other filters, after the search button. */
  children?: ReactNode
}

/**
 * A list's search: a labelled search field and its button, sent together on submit (so a list
 * is not asked for at every key), followed by the list's other filters when it has any.
 */
export function SearchForm({
  className,
  label,
  buttonLabel,
  maxLength,
  query,
  onSearch,
  children,
}: SearchFormProps) {
  const id = useId()
  const [text, setText] = useState(query)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom, where the component tests run, has no <search> element yet
    <form className={className} role="search" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        <Search aria-hidden size={18} />
        {buttonLabel}
      </button>
      {children}
    </form>
  )
}
