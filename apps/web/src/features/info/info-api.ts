import type {
  Announcement,
  AnnouncementPage,
  FaqEntry,
  HelpArticle,
  HelpQuery,
  LegalPage,
  LegalPageSummary,
  Promotion,
  PromotionPage,
  SupportChannel,
} from '@app/contract'
import { api } from '../../shared/api/api'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Announcements and promotions per page ("load more" asks for the next). */
export const INFO_PAGE_SIZE = 20

// Every text here is in the reader's language: the 'HomeContent' tag has them read again when the
// language changes, with the home page's texts.
const SERVER_TEXTS = ['HomeContent'] as const

/** A search of the help centre or the FAQ without its empty parts (the server reads "" as a word). */
function searchParams({ q, category }: HelpQuery): HelpQuery {
  return {
    ...(q?.trim() ? { q: q.trim() } : {}),
    ...(category ? { category } : {}),
  }
}

export const infoApi = api.injectEndpoints({
  endpoints: (build) => ({
    announcements: build.infiniteQuery<AnnouncementPage, void, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ pageParam }) => ({
        url: '/api/v1/notice/public',
        params: { start: pageParam, limit: INFO_PAGE_SIZE },
      }),
      providesTags: SERVER_TEXTS,
    }),
    announcement: build.query<Announcement, number>({
      query: (id) => `/api/v1/notice/public/${id}`,
      providesTags: SERVER_TEXTS,
    }),
    promotions: build.infiniteQuery<PromotionPage, void, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ pageParam }) => ({
        url: '/api/v1/promotions',
        params: { start: pageParam, limit: INFO_PAGE_SIZE },
      }),
      providesTags: SERVER_TEXTS,
    }),
    promotion: build.query<Promotion, number>({
      query: (id) => `/api/v1/promotions/${id}`,
      providesTags: SERVER_TEXTS,
    }),
    helpArticles: build.query<HelpArticle[], HelpQuery>({
      query: (search) => ({ url: '/api/v1/help', params: searchParams(search) }),
      providesTags: SERVER_TEXTS,
    }),
    helpArticle: build.query<HelpArticle, string>({
      query: (key) => `/api/v1/help/${encodeURIComponent(key)}`,
      providesTags: SERVER_TEXTS,
    }),
    faq: build.query<FaqEntry[], HelpQuery>({
      query: (search) => ({ url: '/api/v1/faq', params: searchParams(search) }),
      providesTags: SERVER_TEXTS,
    }),
    legalPages: build.query<LegalPageSummary[], void>({
      query: () => '/api/v1/legal',
      providesTags: SERVER_TEXTS,
    }),
    legalPage: build.query<LegalPage, string>({
      query: (key) => `/api/v1/legal/${encodeURIComponent(key)}`,
      providesTags: SERVER_TEXTS,
    }),
    supportChannels: build.query<SupportChannel[], void>({
      query: () => '/api/v1/customer_service',
      providesTags: SERVER_TEXTS,
    }),
  }),
})

export const {
  useAnnouncementsInfiniteQuery,
  useAnnouncementQuery,
  usePromotionsInfiniteQuery,
  usePromotionQuery,
  useHelpArticlesQuery,
  useHelpArticleQuery,
  useFaqQuery,
  useLegalPagesQuery,
  useLegalPageQuery,
  useSupportChannelsQuery,
} = infoApi
