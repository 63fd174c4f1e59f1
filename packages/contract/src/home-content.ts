import { BRANDS } from '@app/domain'
import { z } from 'zod'
import { AD_KIND } from './ad-kinds'
import {
  WINDOW_MESSAGE,
  windowIsOrdered,
  ZBrandChoice,
  ZImageUrl,
  ZInstant,
  ZLocalizedInput,
  ZLocalizedTexts,
  ZOperatorPage,
  ZSort,
} from './content'

export const ZNotice = z.object({ id: z.number().int(), content: z.string() })
export const ZNotices = z.array(ZNotice)
export type Notice = z.infer<typeof ZNotice>

export const ZSlide = z.object({ id: z.number().int(), pic: z.string(), name: z.string(), url: z.string() })
export const ZSlides = z.array(ZSlide)
export type Slide = z.infer<typeof ZSlide>

/** A home banner's kind: 0 the download banner, 1 a promotion image. */
const ZBannerKind = z.union([z.literal(AD_KIND.download), z.literal(AD_KIND.promotion)])

export const ZAd = z.object({
  id: z.number().int(),
  kind: ZBannerKind,
  url: z.string(),
  src: z.string(),
  alt: z.string(),
})
export const ZAds = z.array(ZAd)
export type Ad = z.infer<typeof ZAd>

export const ZCopyright = z.object({
  brand: z.enum(BRANDS),
  copyright: z.string(),
  footer: z.record(z.string(), z.string()).describe('Footer legal text by language code'),
})
export type Copyright = z.infer<typeof ZCopyright>

// Operator calls: the marquee, the carousel, the banners and the footer, per brand and language,
// each shown to players only inside its window (from publish_at, until expires_at when set).

/** Where a picture or slide leads: a path of the web app (/promotions/3) or an https address. */
export const ZLinkUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[\w./?=&%#-]*|https:\/\/\S+)$/, 'a path starting with / or an https address')

const ZHomeTimestamp = z.string().describe('ISO 8601 in UTC')

/** Where a scheduled row stands in its list and when it shows (expires_at, when set, after publish_at). */
const placement = { sort: ZSort, publish_at: ZInstant, expires_at: ZInstant.nullable().default(null) }

/** A marquee line: one short text in every language. */
export const ZMarqueeNoticeInput = z
  .strictObject({ brand: ZBrandChoice, content: ZLocalizedInput(500), ...placement })
  .refine(windowIsOrdered, WINDOW_MESSAGE)
export type MarqueeNoticeInput = z.infer<typeof ZMarqueeNoticeInput>

const scheduledRow = {
  id: z.number().int(),
  brand: z.string().nullable(),
  sort: z.number().int(),
  publish_at: ZHomeTimestamp,
  expires_at: ZHomeTimestamp.nullable(),
  created_at: ZHomeTimestamp,
  updated_at: ZHomeTimestamp,
}

export const ZOperatorMarqueeNotice = z.object({ ...scheduledRow, content: ZLocalizedTexts })
export type OperatorMarqueeNotice = z.infer<typeof ZOperatorMarqueeNotice>
export const ZOperatorMarqueeNoticePage = ZOperatorPage(ZOperatorMarqueeNotice)
export type OperatorMarqueeNoticePage = z.infer<typeof ZOperatorMarqueeNoticePage>

/** A carousel slide: its picture (1200 × 400), its caption in every language and where it leads. */
export const ZSlideInput = z
  .strictObject({
    brand: ZBrandChoice,
    pic: ZImageUrl,
    name: ZLocalizedInput(200),
    url: ZLinkUrl,
    ...placement,
  })
  .refine(windowIsOrdered, WINDOW_MESSAGE)
export type SlideInput = z.infer<typeof ZSlideInput>

export const ZOperatorSlide = z.object({
  ...scheduledRow,
  pic: z.string(),
  name: ZLocalizedTexts,
  url: z.string(),
})
export type OperatorSlide = z.infer<typeof ZOperatorSlide>
export const ZOperatorSlidePage = ZOperatorPage(ZOperatorSlide)
export type OperatorSlidePage = z.infer<typeof ZOperatorSlidePage>

/**
 * A home banner: the download banner (kind 0; players see the first live one) or a promotion
 * image (kind 1; players see the first two live ones), its picture, its text and where it leads.
 */
export const ZBannerInput = z
  .strictObject({
    brand: ZBrandChoice,
    kind: ZBannerKind,
    src: ZImageUrl,
    alt: ZLocalizedInput(200),
    url: ZLinkUrl,
    ...placement,
  })
  .refine(windowIsOrdered, WINDOW_MESSAGE)
export type BannerInput = z.infer<typeof ZBannerInput>

export const ZOperatorBanner = z.object({
  ...scheduledRow,
  kind: ZBannerKind,
  src: z.string(),
  alt: ZLocalizedTexts,
  url: z.string(),
})
export type OperatorBanner = z.infer<typeof ZOperatorBanner>
export const ZOperatorBannerPage = ZOperatorPage(ZOperatorBanner)
export type OperatorBannerPage = z.infer<typeof ZOperatorBannerPage>

/**
 * A version of a brand's footer text (its legal and licensing line) in every language. It shows
 * from publish_at until a later version's publish_at comes: a brand always shows its latest
 * published version, so a footer has no end of its own (the licence text never disappears).
 */
export const ZFooterInput = z.strictObject({
  brand: z.enum(BRANDS),
  footer: ZLocalizedInput(2000),
  publish_at: ZInstant,
})
export type FooterInput = z.infer<typeof ZFooterInput>

/** Where a footer version stands: not yet shown, shown now, or replaced by a later one. */
export const FOOTER_STATES = ['scheduled', 'live', 'replaced'] as const
export type FooterState = (typeof FOOTER_STATES)[number]

export const ZOperatorFooter = z.object({
  id: z.number().int(),
  brand: z.enum(BRANDS),
  footer: ZLocalizedTexts,
  publish_at: ZHomeTimestamp,
  state: z.enum(FOOTER_STATES),
  created_at: ZHomeTimestamp,
  updated_at: ZHomeTimestamp,
})
export type OperatorFooter = z.infer<typeof ZOperatorFooter>
export const ZOperatorFooterPage = ZOperatorPage(ZOperatorFooter)
export type OperatorFooterPage = z.infer<typeof ZOperatorFooterPage>
