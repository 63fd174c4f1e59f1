import { BRANDS, type CatalogueProvider, GAME_ID, GAME_STATUS, moneyOf, oddsOf } from '@app/domain'
import { LOTTERY_GAMES } from '../../modules/lottery/lottery-games'
import type { Db } from '../database'
import {
  ANNOUNCEMENT_SEEDS,
  BROADCAST_MESSAGE_SEEDS,
  PROMOTION_SEEDS,
  SUPPORT_CHANNEL_SEEDS,
} from './content-texts'
import { seedDemoAccounts } from './demo-accounts'
import { FAQ_SEEDS, HELP_ARTICLE_SEEDS } from './help-texts'
import { LEGAL_PAGE_SEEDS } from './legal-texts'
import { PROVIDER_GAME_SEEDS } from './provider-games'
import {
  BANK_SEEDS,
  CURRENCY_SEEDS,
  GAME_SEEDS,
  PAYMENT_CHANNEL_SEEDS,
  VIP_LEVEL_SEEDS,
} from './reference-data'
import { AD_TEXTS, BRAND_FOOTERS, GAME_NAMES, MARQUEE_NOTICES, SLIDE_NAMES } from './texts'

const json = (value: unknown) => JSON.stringify(value)
const DAY_MS = 86_400_000
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
/** A home row's window and stamps: shown from now on, until an operator changes it. */
const shownFrom = (now: Date) => ({ publish_at: now, expires_at: null, created_at: now, updated_at: now })

/**
 * Reference data every installation needs: the game catalogue with limits, the providers' games,
 * the currency list, the VIP ladder and the brands' footer texts. Inserts only what is missing, so
 * an operator's later changes stay.
 */
export async function seedReferenceData(
  db: Db,
  now: Date,
  { houseDrawsEverywhere }: { houseDrawsEverywhere: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('games')
      .values(
        GAME_SEEDS.map(({ limits: _limits, ...game }) => ({
          ...game,
          names: json(GAME_NAMES[game.key]),
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
    await trx
      .insertInto('game_limits')
      .values(GAME_SEEDS.map((game) => ({ game_id: game.id, ...game.limits })))
      .onConflict((conflict) => conflict.column('game_id').doNothing())
      .execute()
    await trx
      .insertInto('provider_games')
      .values(
        Object.entries(PROVIDER_GAME_SEEDS).flatMap(([provider, games]) =>
          games.map((game, index) => ({
            provider_id: GAME_ID[provider as CatalogueProvider],
            code: game.code,
            names: json(game.names),
            status: GAME_STATUS.active,
            sort: index,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['provider_id', 'code']).doNothing())
      .execute()
    await trx
      .insertInto('currencies')
      .values(CURRENCY_SEEDS)
      .onConflict((conflict) => conflict.column('currency').doNothing())
      .execute()
    await trx
      .insertInto('vip_levels')
      .values(VIP_LEVEL_SEEDS)
      .onConflict((conflict) => conflict.column('level').doNothing())
      .execute()
    // A brand's footer comes in versions an operator schedules: only a brand without one gets it.
    const brandsWithFooter = new Set(
      (await trx.selectFrom('footer_texts').select('brand').distinct().execute()).map((row) => row.brand),
    )
    const brandsWithoutFooter = BRANDS.filter((brand) => !brandsWithFooter.has(brand))
    if (brandsWithoutFooter.length > 0) {
      await trx
        .insertInto('footer_texts')
        .values(
          brandsWithoutFooter.map((brand) => ({
            brand,
            footer: json(BRAND_FOOTERS[brand]),
            publish_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    }
    await trx
      .insertInto('payment_channels')
      .values(PAYMENT_CHANNEL_SEEDS)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
    await trx
      .insertInto('wallet_settings')
      .values({ withdrawals_enabled: true })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute()
    await trx
      .insertInto('banks')
      .values(BANK_SEEDS)
      .onConflict((conflict) => conflict.columns(['country', 'code']).doNothing())
      .execute()
    // Variants that follow an outside lottery wait for its official results, except in demo
    // mode, where the house draws every variant so a newcomer sees draws happen.
    await trx
      .insertInto('draw_schedules')
      .values(
        LOTTERY_GAMES.map((game) => ({
          game_id: game.id,
          schedule: json(game.defaultSchedule),
          result_source:
            game.isHouseGame || houseDrawsEverywhere ? ('house' as const) : ('official' as const),
          enabled: true,
        })),
      )
      .onConflict((conflict) => conflict.column('game_id').doNothing())
      .execute()
    for (const game of LOTTERY_GAMES) {
      await trx
        .insertInto('lottery_odds')
        .values(
          game.defaultOdds().map((line, index) => ({
            game_id: game.id,
            top: line.top,
            prop: line.prop,
            odds: Number(oddsOf(line.odd)),
            min: moneyOf(line.min),
            max: moneyOf(line.max),
            sort: index,
          })),
        )
        .onConflict((conflict) => conflict.columns(['game_id', 'top', 'prop']).doNothing())
        .execute()
    }
  })
}

/**
 * Demo accounts and home content (marquee, carousel, banners) so a new installation looks alive.
 * Content fills only empty tables, so it never duplicates or overwrites what an operator wrote.
 */
export async function seedDemoData(db: Db, now: Date): Promise<void> {
  await seedDemoAccounts(db, now)
  await seedPlayerContent(db, now)
  await db.transaction().execute(async (trx) => {
    // Each home promotion image opens its promotion's page, found by the picture they share.
    const promotionIds = new Map(
      (
        await trx.selectFrom('promotions').select(['id', 'image_url']).where('brand', 'is', null).execute()
      ).map((row) => [row.image_url, row.id]),
    )
    const promotionUrl = (src: string) => {
      const id = promotionIds.get(src)
      return id === undefined ? '/promotions' : `/promotions/${id}`
    }
    const isEmpty = async (table: 'notices' | 'slides' | 'ads') =>
      (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined
    if (await isEmpty('notices')) {
      await trx
        .insertInto('notices')
        .values(
          MARQUEE_NOTICES.map((content, sort) => ({
            brand: null,
            content: json(content),
            sort,
            ...shownFrom(now),
          })),
        )
        .execute()
    }
    if (await isEmpty('slides')) {
      await trx
        .insertInto('slides')
        .values(
          [
            { pic: '/art/slides/world-football.svg', name: SLIDE_NAMES.worldFootball, url: '/sport/soccer' },
            { pic: '/art/slides/mark-six.svg', name: SLIDE_NAMES.markSix, url: '/lottery/mark-six' },
            { pic: '/art/slides/racing.svg', name: SLIDE_NAMES.racing, url: '/promotions' },
            { pic: '/art/slides/live-casino.svg', name: SLIDE_NAMES.liveCasino, url: '/gameArcade' },
          ].map((slide, sort) => ({
            ...slide,
            brand: null,
            name: json(slide.name),
            sort,
            ...shownFrom(now),
          })),
        )
        .execute()
    }
    if (await isEmpty('ads')) {
      await trx
        .insertInto('ads')
        .values(
          [
            {
              kind: 0,
              url: '/under-construction',
              src: '/art/banners/download-app.svg',
              alt: AD_TEXTS.downloadApp,
            },
            {
              kind: 1,
              url: promotionUrl('/art/promotions/welcome-bonus.svg'),
              src: '/art/promotions/welcome-bonus.svg',
              alt: AD_TEXTS.welcomeBonus,
            },
            {
              kind: 1,
              url: promotionUrl('/art/promotions/daily-check-in.svg'),
              src: '/art/promotions/daily-check-in.svg',
              alt: AD_TEXTS.dailyCheckIn,
            },
          ].map((ad, sort) => ({ ...ad, brand: null, alt: json(ad.alt), sort, ...shownFrom(now) })),
        )
        .execute()
    }
  })
}

/**
 * The texts players read: announcements, promotions, help, FAQ and legal pages, two messages to
 * every player and the support channels, all for every brand. Each kind fills only while it has
 * no rows, so reseeding never duplicates or overwrites what an operator wrote.
 */
async function seedPlayerContent(db: Db, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const hasEntries = async (kind: 'announcement' | 'help' | 'faq' | 'legal') =>
      (await trx
        .selectFrom('content_entries')
        .select('id')
        .where('kind', '=', kind)
        .limit(1)
        .executeTakeFirst()) !== undefined
    const isEmpty = async (table: 'promotions' | 'player_messages' | 'support_channels') =>
      (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined
    const entry = (
      kind: 'announcement' | 'help' | 'faq' | 'legal',
      fields: { key: string; category?: string; title: object; body: object; publishedDaysAgo: number },
      sort: number,
    ) => ({
      kind,
      key: fields.key,
      brand: null,
      category: fields.category ?? null,
      title: json(fields.title),
      body: json(fields.body),
      sort,
      publish_at: daysBefore(now, fields.publishedDaysAgo),
      expires_at: null,
      created_at: now,
      updated_at: now,
    })

    // Announcements keep sort 0 so the newest comes first.
    if (!(await hasEntries('announcement'))) {
      await trx
        .insertInto('content_entries')
        .values(
          ANNOUNCEMENT_SEEDS.map((seed) =>
            entry('announcement', { ...seed, publishedDaysAgo: seed.ageDays }, 0),
          ),
        )
        .execute()
    }
    if (!(await hasEntries('help'))) {
      await trx
        .insertInto('content_entries')
        .values(
          HELP_ARTICLE_SEEDS.map((seed, sort) => entry('help', { ...seed, publishedDaysAgo: 30 }, sort)),
        )
        .execute()
    }
    if (!(await hasEntries('faq'))) {
      await trx
        .insertInto('content_entries')
        .values(FAQ_SEEDS.map((seed, sort) => entry('faq', { ...seed, publishedDaysAgo: 30 }, sort)))
        .execute()
    }
    if (!(await hasEntries('legal'))) {
      await trx
        .insertInto('content_entries')
        .values(
          Object.entries(LEGAL_PAGE_SEEDS).map(([key, page], sort) =>
            entry('legal', { key, ...page, publishedDaysAgo: 30 }, sort),
          ),
        )
        .execute()
    }
    if (await isEmpty('promotions')) {
      await trx
        .insertInto('promotions')
        .values(
          PROMOTION_SEEDS.map((seed, sort) => ({
            key: seed.key,
            brand: null,
            image_url: seed.imageUrl,
            title: json(seed.title),
            body: json(seed.body),
            terms: json(seed.terms),
            starts_at: daysBefore(now, 30),
            ends_at: null,
            sort,
            publish_at: daysBefore(now, 30),
            expires_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    }
    if (await isEmpty('player_messages')) {
      await trx
        .insertInto('player_messages')
        .values(
          BROADCAST_MESSAGE_SEEDS.map((seed) => ({
            user_id: null,
            brand: null,
            title: json(seed.title),
            body: json(seed.body),
            publish_at: daysBefore(now, seed.ageDays),
            // Sent long ago: the sender worker has nothing to push for them.
            delivered_at: daysBefore(now, seed.ageDays),
            expires_at: null,
            created_by: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    }
    if (await isEmpty('support_channels')) {
      await trx
        .insertInto('support_channels')
        .values(
          SUPPORT_CHANNEL_SEEDS.map((seed, sort) => ({
            kind: seed.kind,
            brand: null,
            name: json(seed.name),
            url: seed.url,
            hours: json(seed.hours),
            sort,
          })),
        )
        .execute()
    }
  })
}
