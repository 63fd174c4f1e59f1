import type { HelpArticle } from '@app/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackLink } from '../../shared/ui/back-link'
import { firstParagraph, PlainTextView } from '../../shared/ui/plain-text'
import { useHelpArticleQuery, useHelpArticlesQuery } from './info-api'
import {
  CategoryChips,
  DetailState,
  formatDay,
  InfoHeader,
  SearchField,
  SearchResults,
  useCategoryName,
  useDebouncedValue,
  useTopicFilter,
} from './info-parts'
import { INFO_TEXTS } from './info-texts'
import { SupportChannels } from './support-channels'

function ArticleRow({ article }: { article: HelpArticle }) {
  const categoryName = useCategoryName()
  const summary = firstParagraph(article.body)
  return (
    <li className="info-row" data-article={article.key}>
      <Link to={`/help/${article.key}`} className="info-row-link">
        <span className="info-row-title">{article.title}</span>
        {summary && <span className="info-row-summary muted">{summary}</span>}
        {article.category && <span className="info-row-date muted">{categoryName(article.category)}</span>}
      </Link>
    </li>
  )
}

/** /help: the help centre, searchable and by topic, with the ways to reach support. */
export function HelpPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const [typed, setTyped] = useState('')
  const search = useDebouncedValue(typed.trim())
  const query = useHelpArticlesQuery({ q: search })
  const { categories, topic, setCategory, shown } = useTopicFilter(query.data)
  return (
    <section className="info-page" aria-labelledby="help-title">
      <InfoHeader title={t('info.help.title')} titleId="help-title" intro={t('info.help.intro')}>
        <Link to="/faq" className="button button-secondary button-small">
          {t('info.faq.title')}
        </Link>
      </InfoHeader>
      <SearchField
        label={t('info.help.search')}
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
          <ul className="info-list" aria-label={t('info.help.articles')}>
            {rows.map((article) => (
              <ArticleRow key={article.id} article={article} />
            ))}
          </ul>
        )}
      />
      <SupportChannels />
    </section>
  )
}

/** /help/{key}: one help article. */
export function HelpArticlePage() {
  const { t, i18n } = useTranslation(INFO_TEXTS)
  const categoryName = useCategoryName()
  const key = useParams().key ?? ''
  const query = useHelpArticleQuery(key, { skip: key === '' })
  return (
    <section className="info-page info-detail">
      <BackLink to="/help" label={t('info.help.back')} />
      <DetailState query={query}>
        {(article) => (
          <article className="panel info-article" aria-labelledby="article-title">
            <h1 id="article-title">{article.title}</h1>
            <p className="muted">
              {article.category && `${categoryName(article.category)} · `}
              {t('info.updated', { date: formatDay(article.updated_at, i18n.language) })}
            </p>
            <PlainTextView text={article.body} />
          </article>
        )}
      </DetailState>
      <SupportChannels />
    </section>
  )
}

/** /help and /help/{key}: the help centre, or one article when the path names it. */
export function HelpScreen() {
  return useParams().key === undefined ? <HelpPage /> : <HelpArticlePage />
}
