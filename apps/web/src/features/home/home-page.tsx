import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SkeletonRows } from '../../shared/ui/load-states'

let loading: Promise<typeof import('./home-content')> | undefined

/**
 * Starts loading the home page's content (its data and sections) once; the router calls it as the
 * app starts on a page that shows the home page.
 */
export function preloadHomeContent(): Promise<typeof import('./home-content')> {
  loading ??= import('./home-content')
  return loading
}

const HomeContent = lazy(async () => ({ default: (await preloadHomeContent()).HomeContent }))

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
