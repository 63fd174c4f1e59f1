import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { languageKnown } from '../../i18n/i18n'
import { SkeletonRows } from '../../shared/ui/load-states'

let loading: Promise<typeof import('./home-content')> | undefined
const loadHomeContent = () => {
  loading ??= import('./home-content')
  return loading
}

/**
 * Starts loading the home page's content (its data and sections) and, once the language is known,
 * its calls: the router calls it as the app starts on a page that shows the home page, so the
 * answers are on their way while the frame paints.
 */
export async function preloadHomeContent(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) {
  const [content] = await Promise.all([loadHomeContent(), languageKnown()])
  content.prefetchHomeCalls(dispatch)
}

const HomeContent = lazy(async () => ({ default: (await loadHomeContent()).HomeContent }))

/** The home page's place while its content loads and its calls are answered. */
export function HomeSkeleton() {
  const { t } = useTranslation()
  return <SkeletonRows rows={8} label={t('common.loading')} />
}

/**
 * The home page. It paints with the frame as a skeleton; its content comes with the data layer
 * (RTK Query), which loads beside the first paint instead of before it.
 */
export function HomePage() {
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <HomeContent />
    </Suspense>
  )
}
