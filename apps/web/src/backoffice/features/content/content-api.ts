import type {
  BannerInput,
  ContentEntryInput,
  FooterInput,
  MarqueeNoticeInput,
  MessageAudience,
  MessageRecipients,
  OperatorBanner,
  OperatorBannerPage,
  OperatorContentEntry,
  OperatorContentEntryPage,
  OperatorFooter,
  OperatorFooterPage,
  OperatorMarqueeNotice,
  OperatorMarqueeNoticePage,
  OperatorPrivateMessage,
  OperatorPrivateMessagePage,
  OperatorPromotion,
  OperatorPromotionPage,
  OperatorSlide,
  OperatorSlidePage,
  PrivateMessageEdit,
  PrivateMessageInput,
  PromotionInput,
  SlideInput,
} from '@app/contract'
import type { Brand } from '@app/domain'
import { operatorRequest } from '../../shared/operator-client'

/** A page of a list; on a brand, only the rows that brand can show (its own and the all-brands ones). */
export type ListQuery = { brand?: Brand | undefined; start: number; limit: number }

const search = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) if (value !== undefined) params.set(name, String(value))
  return params.toString()
}

const listOf = (path: string, { brand, start, limit }: ListQuery) =>
  `${path}?${search({ brand, start, limit })}`

/** Creates a row (no id) or replaces the row with the id. */
const save = <Row>(path: string, body: unknown, id: number | undefined) =>
  operatorRequest<Row>(id === undefined ? path : `${path}/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    body,
  })

/** The audience as the recipients count's query: its kind and its one value. */
const audienceQuery = (audience: MessageAudience) => search({ ...audience })

/** The back office's content calls (the content duty; messages to one player also support). */
export const contentApi = {
  marquee: (query: ListQuery) => operatorRequest<OperatorMarqueeNoticePage>(listOf('/marquee', query)),
  saveMarquee: (input: MarqueeNoticeInput, id?: number) => save<OperatorMarqueeNotice>('/marquee', input, id),
  announcements: (query: ListQuery) =>
    operatorRequest<OperatorContentEntryPage>(listOf('/content/announcement', query)),
  saveAnnouncement: (input: ContentEntryInput, id?: number) =>
    save<OperatorContentEntry>('/content/announcement', input, id),
  promotions: (query: ListQuery) => operatorRequest<OperatorPromotionPage>(listOf('/promotions', query)),
  savePromotion: (input: PromotionInput, id?: number) => save<OperatorPromotion>('/promotions', input, id),
  banners: (query: ListQuery) => operatorRequest<OperatorBannerPage>(listOf('/banners', query)),
  saveBanner: (input: BannerInput, id?: number) => save<OperatorBanner>('/banners', input, id),
  slides: (query: ListQuery) => operatorRequest<OperatorSlidePage>(listOf('/slides', query)),
  saveSlide: (input: SlideInput, id?: number) => save<OperatorSlide>('/slides', input, id),
  footers: (query: ListQuery) => operatorRequest<OperatorFooterPage>(listOf('/footers', query)),
  saveFooter: (input: FooterInput, id?: number) => save<OperatorFooter>('/footers', input, id),
  messages: ({ start, limit }: ListQuery) =>
    operatorRequest<OperatorPrivateMessagePage>(`/messages?${search({ start, limit })}`),
  sendMessage: (input: PrivateMessageInput) =>
    operatorRequest<OperatorPrivateMessage>('/messages', { method: 'POST', body: input }),
  editMessage: (id: number, input: PrivateMessageEdit) =>
    operatorRequest<OperatorPrivateMessage>(`/messages/${id}`, { method: 'PUT', body: input }),
  recipients: (audience: MessageAudience) =>
    operatorRequest<MessageRecipients>(`/messages/recipients?${audienceQuery(audience)}`),
}
