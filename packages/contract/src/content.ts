import { BRANDS, LANGUAGES } from '@app/domain'
import { z } from 'zod'

/*
 * What players read besides the games: announcements, promotions, private messages, help
 * articles, FAQ entries, legal pages and the support channels. Player calls answer in the
 * language of Accept-Language, each field falling back to English on its own; operator calls
 * carry every language. Long texts (body, content, answer, terms) are plain text, never HTML:
 * paragraphs are separated by a blank line, and a paragraph starting with "## " is a heading.
 */

const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** Paging as every list of the API: `start` rows skipped, at most `limit` returned. */
export const ZContentPageQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type ContentPageQuery = z.infer<typeof ZContentPageQuery>

/** A content row's id: the tables are keyed by `serial`, a PostgreSQL integer. */
const ZContentId = z.coerce.number().int().positive().max(2_147_483_647)
export const ZContentIdParams = z.object({ id: ZContentId })
/** A private message's id (its table is keyed by `bigserial`). */
export const ZMessageIdParams = z.object({ id: z.coerce.number().int().positive() })
export type ContentIdParams = z.infer<typeof ZContentIdParams>

/** A stable key an operator gives a text, e.g. "welcome-bonus"; a brand's row with the same key replaces the all-brands row. */
export const ZContentKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and dashes, at most 64')
export const ZContentKeyParams = z.object({ key: ZContentKey })

/** The legal pages, by key. The registration's agreement is the `terms` page. */
export const LEGAL_PAGE_KEYS = [
  'privacy',
  'terms',
  'self-exclusion',
  'aml',
  'fairness',
  'gamble-aware',
] as const
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number]

/** The kinds of text stored as content entries; promotions and messages have their own calls. */
export const CONTENT_KINDS = ['announcement', 'help', 'faq', 'legal'] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]

// Player calls

/** GET api/v1/notice/public: an announcement; `content` is its text as the spec names it. */
export const ZAnnouncement = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  publish_at: ZTimestamp,
  expires_at: ZTimestamp.nullable(),
})
export type Announcement = z.infer<typeof ZAnnouncement>
export const ZAnnouncementPage = z.object({ list: z.array(ZAnnouncement), total: z.number().int() })
export type AnnouncementPage = z.infer<typeof ZAnnouncementPage>

/** Where a promotion's period stands now: not begun, running, or over (still shown until it expires). */
export const PROMOTION_STATES = ['upcoming', 'running', 'ended'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]

/** GET api/v1/promotions: a promotion card; its id is the {id} of the route promotions/{id}. */
export const ZPromotionSummary = z.object({
  id: z.number().int(),
  key: z.string(),
  image_url: z.string(),
  title: z.string(),
  starts_at: ZTimestamp.describe('The period in which the offer applies'),
  ends_at: ZTimestamp.nullable().describe('Null: no end date'),
  state: z.enum(PROMOTION_STATES),
})
export type PromotionSummary = z.infer<typeof ZPromotionSummary>
export const ZPromotionPage = z.object({ list: z.array(ZPromotionSummary), total: z.number().int() })
export type PromotionPage = z.infer<typeof ZPromotionPage>

/** GET api/v1/promotions/{id}: the card plus the offer and its terms. */
export const ZPromotion = ZPromotionSummary.extend({ body: z.string(), terms: z.string() })
export type Promotion = z.infer<typeof ZPromotion>

/** GET api/v1/notice/private: one of the signed-in player's messages. */
export const ZPrivateMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_broadcast: z.boolean().describe('Sent to every player rather than to this one'),
  is_read: z.boolean(),
  sent_at: ZTimestamp,
  expires_at: ZTimestamp.nullable(),
})
export type PrivateMessage = z.infer<typeof ZPrivateMessage>

export const ZPrivateMessagePage = z.object({
  list: z.array(ZPrivateMessage),
  total: z.number().int(),
  unread: z.number().int().describe('Unread messages in the whole inbox, not only this page'),
})
export type PrivateMessagePage = z.infer<typeof ZPrivateMessagePage>

/** The header badge: GET api/v1/notice/private/unread. */
export const ZUnreadCount = z.object({ unread: z.number().int() })
export type UnreadCount = z.infer<typeof ZUnreadCount>

/** After marking read: how many messages changed to read, and the unread count left. */
export const ZMarkReadResult = z.object({ marked: z.number().int(), unread: z.number().int() })
export type MarkReadResult = z.infer<typeof ZMarkReadResult>

/** GET api/v1/help and api/v1/faq: an optional search, in the caller's language and in English. */
export const ZHelpQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Words to find in the title or text'),
  category: z.string().trim().max(64).optional(),
})
export type HelpQuery = z.infer<typeof ZHelpQuery>

export const ZHelpArticle = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  updated_at: ZTimestamp,
})
export type HelpArticle = z.infer<typeof ZHelpArticle>

export const ZFaqEntry = z.object({
  id: z.number().int(),
  key: z.string(),
  category: z.string().nullable(),
  question: z.string(),
  answer: z.string(),
})
export type FaqEntry = z.infer<typeof ZFaqEntry>

/** GET api/v1/legal: the legal pages for the footer, without their text. */
export const ZLegalPageSummary = z.object({ key: z.string(), title: z.string(), updated_at: ZTimestamp })
export type LegalPageSummary = z.infer<typeof ZLegalPageSummary>

/** GET api/v1/legal/{key}: privacy, terms (the registration's agreement), self-exclusion, aml, fairness, gamble-aware. */
export const ZLegalPage = ZLegalPageSummary.extend({ body: z.string() })
export type LegalPage = z.infer<typeof ZLegalPage>

/** GET api/v1/customer_service: how to reach support on this brand, in display order. */
export const ZSupportChannel = z.object({
  id: z.number().int(),
  kind: z.string().describe('live_chat (open with ?support=true), telegram, whatsapp, email, messenger, ...'),
  name: z.string(),
  url: z.string().describe('Where the channel opens: an https, mailto: or in-app link'),
  hours: z.string().describe('When someone answers'),
})
export type SupportChannel = z.infer<typeof ZSupportChannel>

// Operator calls

const otherLanguages = LANGUAGES.filter((language) => language !== 'en')

/**
 * A text in every language an operator writes: English required, other languages optional
 * (empty or missing ones show the English text). Unknown language codes are refused.
 */
export function ZLocalizedInput(max: number) {
  const other = z.string().trim().max(max).optional()
  return z.strictObject({
    en: z.string().trim().min(1).max(max),
    ...(Object.fromEntries(otherLanguages.map((language) => [language, other])) as Record<
      (typeof otherLanguages)[number],
      typeof other
    >),
  })
}
export type LocalizedInput = z.infer<ReturnType<typeof ZLocalizedInput>>

export const ZLocalizedTexts = z.record(z.string(), z.string()).describe('Text by language code')
export const ZInstant = z.iso.datetime({ offset: true }).describe('ISO 8601, e.g. 2026-05-01T00:00:00Z')
export const ZBrandChoice = z.enum(BRANDS).nullable().default(null).describe('Null: every brand')
/** A display position: lower first. */
export const ZSort = z.number().int().min(-1_000_000).max(1_000_000).default(0)

/** Publication window: shown from publish_at until expires_at (null: until removed). */
export const windowIsOrdered = (value: { publish_at: string; expires_at: string | null }) =>
  value.expires_at === null || Date.parse(value.expires_at) > Date.parse(value.publish_at)
export const WINDOW_MESSAGE = { message: 'must be after publish_at', path: ['expires_at'] }

/**
 * A back-office list: a page of rows, and on a brand only the rows that brand can show (its own
 * and the all-brands ones); without a brand, every row.
 */
export const ZOperatorListQuery = ZContentPageQuery.extend({ brand: z.enum(BRANDS).optional() })
export type OperatorListQuery = z.infer<typeof ZOperatorListQuery>

/** A page of back-office rows and how many there are in all. */
export function ZOperatorPage<Row extends z.ZodType>(row: Row) {
  return z.object({ list: z.array(row), total: z.number().int() })
}

export const ZContentKindParams = z.object({ kind: z.enum(CONTENT_KINDS) })
export const ZContentEntryParams = ZContentKindParams.extend({ id: ZContentId })

/**
 * Creates or replaces an announcement, help article, FAQ entry (title is the question, body the
 * answer) or legal page (key one of LEGAL_PAGE_KEYS).
 */
export const ZContentEntryInput = z
  .strictObject({
    key: ZContentKey,
    brand: ZBrandChoice,
    category: z.string().trim().min(1).max(64).nullable().default(null),
    title: ZLocalizedInput(200),
    body: ZLocalizedInput(40_000),
    sort: ZSort,
    publish_at: ZInstant,
    expires_at: ZInstant.nullable().default(null),
  })
  .refine(windowIsOrdered, WINDOW_MESSAGE)
export type ContentEntryInput = z.infer<typeof ZContentEntryInput>

export const ZOperatorContentEntry = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  key: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  title: ZLocalizedTexts,
  body: ZLocalizedTexts,
  sort: z.number().int(),
  publish_at: ZTimestamp,
  expires_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
})
export type OperatorContentEntry = z.infer<typeof ZOperatorContentEntry>
export const ZOperatorContentEntryPage = ZOperatorPage(ZOperatorContentEntry)
export type OperatorContentEntryPage = z.infer<typeof ZOperatorContentEntryPage>

/** A picture path of the web app (/art/...) or an https address. */
export const ZImageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/[\w./-]+|https:\/\/\S+)$/, 'a path starting with / or an https address')

export const ZPromotionInput = z
  .strictObject({
    key: ZContentKey,
    brand: ZBrandChoice,
    image_url: ZImageUrl,
    title: ZLocalizedInput(200),
    body: ZLocalizedInput(20_000),
    terms: ZLocalizedInput(20_000),
    starts_at: ZInstant,
    ends_at: ZInstant.nullable().default(null),
    sort: ZSort,
    publish_at: ZInstant,
    expires_at: ZInstant.nullable().default(null),
  })
  .refine(windowIsOrdered, WINDOW_MESSAGE)
  .refine((value) => value.ends_at === null || Date.parse(value.ends_at) > Date.parse(value.starts_at), {
    message: 'must be after starts_at',
    path: ['ends_at'],
  })
export type PromotionInput = z.infer<typeof ZPromotionInput>

export const ZOperatorPromotion = z.object({
  id: z.number().int(),
  key: z.string(),
  brand: z.string().nullable(),
  image_url: z.string(),
  title: ZLocalizedTexts,
  body: ZLocalizedTexts,
  terms: ZLocalizedTexts,
  starts_at: ZTimestamp,
  ends_at: ZTimestamp.nullable(),
  sort: z.number().int(),
  publish_at: ZTimestamp,
  expires_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
})
export type OperatorPromotion = z.infer<typeof ZOperatorPromotion>
export const ZOperatorPromotionPage = ZOperatorPage(ZOperatorPromotion)
export type OperatorPromotionPage = z.infer<typeof ZOperatorPromotionPage>

/**
 * Who a back-office message goes to: one player; every player (also those who sign up while it is
 * shown); players at a VIP level or above; players who registered at or after a time; or the
 * players a player or agent invited. A segment is resolved when the message is sent (at its
 * send time), so players who join the segment later do not get it.
 */
export const MESSAGE_AUDIENCE_KINDS = ['player', 'everyone', 'vip', 'registered_since', 'invitees'] as const
export type MessageAudienceKind = (typeof MESSAGE_AUDIENCE_KINDS)[number]

const ZUserId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export const ZMessageAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('player'), user_id: ZUserId }),
  z.strictObject({ kind: z.literal('everyone') }),
  z.strictObject({
    kind: z.literal('vip'),
    min_level: z.coerce.number().int().min(1).max(100).describe('The lowest VIP level that gets it'),
  }),
  z.strictObject({ kind: z.literal('registered_since'), since: ZInstant }),
  z.strictObject({
    kind: z.literal('invitees'),
    inviter_id: ZUserId.describe('The inviting player or agent'),
  }),
])
export type MessageAudience = z.infer<typeof ZMessageAudience>

/** GET api/v1/operator/messages/recipients: how many players an audience reaches now. */
export const ZMessageRecipients = z.object({ recipients: z.number().int() })
export type MessageRecipients = z.infer<typeof ZMessageRecipients>

const messageFields = {
  brand: ZBrandChoice,
  title: ZLocalizedInput(200),
  body: ZLocalizedInput(10_000),
  publish_at: ZInstant.optional().describe('When it is sent; default: now'),
  expires_at: ZInstant.nullable().default(null),
}
const messageWindowIsOrdered = (value: { publish_at?: string | undefined; expires_at: string | null }) =>
  value.publish_at === undefined ||
  windowIsOrdered({ publish_at: value.publish_at, expires_at: value.expires_at })

/**
 * Sends a private message, now or at publish_at: to `audience`, or (the older form) to one
 * player by user_id, or to every player with user_id null. Exactly one of the two is given.
 */
export const ZPrivateMessageInput = z
  .strictObject({
    user_id: z.number().int().positive().nullable().optional().describe('Null: every player'),
    audience: ZMessageAudience.optional(),
    ...messageFields,
  })
  .refine(messageWindowIsOrdered, WINDOW_MESSAGE)
  .refine((value) => (value.user_id === undefined) !== (value.audience === undefined), {
    message: 'give either audience or user_id',
    path: ['audience'],
  })
export type PrivateMessageInput = z.infer<typeof ZPrivateMessageInput>

/** Edits a message's texts and window; its audience stays. */
export const ZPrivateMessageEdit = z
  .strictObject(messageFields)
  .refine(messageWindowIsOrdered, WINDOW_MESSAGE)
export type PrivateMessageEdit = z.infer<typeof ZPrivateMessageEdit>

/** A message waits for its send time (scheduled), or has gone to its recipients (sent). */
export const MESSAGE_STATES = ['scheduled', 'sent'] as const
export type MessageState = (typeof MESSAGE_STATES)[number]

export const ZOperatorPrivateMessage = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  audience: ZMessageAudience,
  brand: z.string().nullable(),
  title: ZLocalizedTexts,
  body: ZLocalizedTexts,
  publish_at: ZTimestamp,
  expires_at: ZTimestamp.nullable(),
  state: z.enum(MESSAGE_STATES),
  recipients: z
    .number()
    .int()
    .nullable()
    .describe('Players a segment reached when it was sent; null for one player, everyone, or not sent yet'),
  created_by: z.number().int().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
})
export type OperatorPrivateMessage = z.infer<typeof ZOperatorPrivateMessage>
export const ZOperatorPrivateMessagePage = ZOperatorPage(ZOperatorPrivateMessage)
export type OperatorPrivateMessagePage = z.infer<typeof ZOperatorPrivateMessagePage>

/** The back office's message list: every message, or one player's with the broadcasts. */
export const ZOperatorMessagesQuery = ZContentPageQuery.extend({
  user_id: z.coerce.number().int().positive().optional(),
})
export type OperatorMessagesQuery = z.infer<typeof ZOperatorMessagesQuery>
