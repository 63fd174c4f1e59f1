import { BRANDS } from '@app/domain'
import { z } from 'zod'
import { AD_KIND } from './ad-kinds'

export const ZNotice = z.object({ id: z.number().int(), content: z.string() })
export const ZNotices = z.array(ZNotice)
export type Notice = z.infer<typeof ZNotice>

export const ZSlide = z.object({ id: z.number().int(), pic: z.string(), name: z.string(), url: z.string() })
export const ZSlides = z.array(ZSlide)
export type Slide = z.infer<typeof ZSlide>

export const ZAd = z.object({
  id: z.number().int(),
  kind: z.union([z.literal(AD_KIND.download), z.literal(AD_KIND.promotion)]),
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
