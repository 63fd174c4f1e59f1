import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SPORTS_TEXTS } from './sports-texts'

/**
 * Previous and next for a combination list shown a page at a time; nothing when it fits on one
 * page. `status` (e.g. "Part 2 of 5") stands before the buttons.
 */
export function CombinationPager({
  page,
  pages,
  onPage,
  status,
}: {
  /** The page shown, from 0. */
  page: number
  pages: number
  onPage: (page: number) => void
  status?: ReactNode
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  if (pages <= 1) return null
  return (
    <div className="modal-actions">
      {status}
      <button
        type="button"
        className="button button-secondary"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('sports.combinations.previous')}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        {t('sports.combinations.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </div>
  )
}
