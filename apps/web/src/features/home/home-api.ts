import type { Ad, Copyright, Currency, Notice, Slide } from '@app/contract'
import { api } from '../../shared/api/api'

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<Notice[], void>({ query: () => '/api/v1/notice', providesTags: ['HomeContent'] }),
    slides: build.query<Slide[], void>({
      query: () => ({ url: '/api/v1/slideshow', headers: { platform: '1' } }),
      providesTags: ['HomeContent'],
    }),
    ads: build.query<Ad[], void>({ query: () => '/api/v1/ad', providesTags: ['HomeContent'] }),
    copyright: build.query<Copyright, void>({ query: () => '/api/v1/copyright' }),
    currencies: build.query<Currency[], void>({
      query: () => '/api/v1/config/exchange',
      providesTags: ['Currencies'],
    }),
  }),
})

export const { useNoticesQuery, useSlidesQuery, useAdsQuery, useCopyrightQuery, useCurrenciesQuery } = homeApi
