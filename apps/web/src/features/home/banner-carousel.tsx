import type { Slide } from '@app/contract'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../shared/hooks/use-media-query'

/** The spec's banner rotation. */
export const SLIDE_INTERVAL_MS = 5000

/**
 * The banner carousel: rotates every 5 s, pauses on hover, focus, a hidden tab or the player's
 * request (and never moves by itself under reduced motion); swipes on touch; every control is
 * reachable by keyboard; each slide opens its link in a new tab.
 */
export function BannerCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation()
  const viewport = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)
  const [isHovered, setHovered] = useState(false)
  const [isPausedByPlayer, setPausedByPlayer] = useState(false)
  const [isPageHidden, setPageHidden] = useState(false)
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const isRotating =
    !isHovered && !isPausedByPlayer && !isPageHidden && !prefersReducedMotion && slides.length > 1

  // Native scroll snapping gives touch swiping; the shown slide follows the scroll position.
  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const onScroll = () => setSelected(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1)))
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  useEffect(() => {
    const onVisibility = () => setPageHidden(document.visibilityState === 'hidden')
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  const goTo = useCallback(
    (index: number) => {
      const element = viewport.current
      if (!element || slides.length === 0) return
      const wrapped = (index + slides.length) % slides.length
      element.scrollTo({
        left: wrapped * element.clientWidth,
        behavior: prefersReducedMotion ? 'instant' : 'smooth',
      })
      setSelected(wrapped)
    },
    [slides.length, prefersReducedMotion],
  )

  useEffect(() => {
    if (!isRotating) return
    const timer = setInterval(() => goTo(selected + 1), SLIDE_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [isRotating, selected, goTo])

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="carousel-viewport" ref={viewport}>
        <div className="carousel-track" aria-live={isRotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // The WAI-ARIA carousel pattern: each slide is a group described as a slide.
            // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, not slides
            <div
              key={slide.id}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              aria-hidden={index !== selected}
            >
              <a
                href={slide.url}
                target="_blank"
                rel="noreferrer"
                tabIndex={index === selected ? 0 : -1}
                aria-label={t('home.opensInNewTab', { name: slide.name })}
              >
                <img
                  src={slide.pic}
                  alt=""
                  width={1200}
                  height={400}
                  // The first slide is what the page shows first; the others wait their turn.
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
                <span className="carousel-caption">{slide.name}</span>
              </a>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="icon-button"
            onClick={() => goTo(selected - 1)}
            aria-label={t('home.previousSlide')}
          >
            <ChevronLeft aria-hidden size={20} />
          </button>
          <div className="carousel-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                className="carousel-dot"
                aria-current={index === selected}
                aria-label={t('home.goToSlide', { number: index + 1 })}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={() => setPausedByPlayer((paused) => !paused)}
            aria-label={isPausedByPlayer ? t('home.playCarousel') : t('home.pauseCarousel')}
          >
            {isPausedByPlayer ? <Play aria-hidden size={18} /> : <Pause aria-hidden size={18} />}
          </button>
          <button
            type="button"
            className="icon-button"
            onClick={() => goTo(selected + 1)}
            aria-label={t('home.nextSlide')}
          >
            <ChevronRight aria-hidden size={20} />
          </button>
        </div>
      )}
    </section>
  )
}
