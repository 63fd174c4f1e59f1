import type { FaqEntry } from '@app/contract'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PlainTextView } from '../../shared/ui/plain-text'
import { useFaqQuery } from './info-api'
import {
  CategoryChips,
  InfoHeader,
  SearchField,
  SearchResults,
  useDebouncedValue,
  useTopicFilter,
} from './info-parts'
import { INFO_TEXTS } from './info-texts'

function Question({ entry }: { entry: FaqEntry }) {
  return (
    <li className="faq-entry" data-faq={entry.key}>
      <details>
        <summary>
          <span>{entry.question}</span>
          <ChevronDown aria-hidden size={18} className="faq-chevron" />
        </summary>
        <PlainTextView text={entry.answer} headingLevel={3} />
      </details>
    </li>
  )
}

/** /faq: the questions players ask most, searchable and by topic; each opens in place. */
export function FaqPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim())
  const query = useFaqQuery({ q: search })
  const { categories, topic, setCategory, shown } = useTopicFilter(query.data)
  return (
    <section className="info-page" aria-labelledby="faq-title">
      <InfoHeader title={t('info.faq.title')} titleId="faq-title" intro={t('info.faq.intro')}>
        <Link to="/help" className="button button-secondary button-small">
          {t('info.help.title')}
        </Link>
      </InfoHeader>
      <SearchField
        label={t('info.faq.search')}
        placeholder={t('info.help.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
      />
      <CategoryChips categories={categories} selected={topic} onSelect={setCategory} />
      <SearchResults
        query={query}
        search={search}
        rows={shown}
        renderRows={(rows) => (
          <ul className="faq-list" aria-label={t('info.faq.title')}>
            {rows.map((entry) => (
              <Question key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      />
    </section>
  )
}
