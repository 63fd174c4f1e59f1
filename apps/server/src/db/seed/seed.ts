import { BRANDS, type CatalogueProvider, GAME_ID, GAME_STATUS, moneyOf, oddsOf } from '@app/domain'
import { LOTTERY_GAMES } from '../../modules/lottery/lottery-games'
import type { Db } from '../database'
import { seedDemoAccounts } from './demo-accounts'
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
    await trx
      .insertInto('brand_footers')
      .values(
        BRANDS.map((brand) => ({
          brand,
          footer: json(BRAND_FOOTERS[brand]),
        })),
      )
      .onConflict((conflict) => conflict.column('brand').doNothing())
      .execute()
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
  await db.transaction().execute(async (trx) => {
    const isEmpty = async (table: 'notices' | 'slides' | 'ads') =>
      (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined
    if (await isEmpty('notices')) {
      await trx
        .insertInto('notices')
        .values(MARQUEE_NOTICES.map((content, sort) => ({ brand: null, content: json(content), sort })))
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
          ].map((slide, sort) => ({ ...slide, brand: null, name: json(slide.name), sort })),
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
              url: '/promotions',
              src: '/art/promotions/welcome-bonus.svg',
              alt: AD_TEXTS.welcomeBonus,
            },
            {
              kind: 1,
              url: '/promotions',
              src: '/art/promotions/daily-check-in.svg',
              alt: AD_TEXTS.dailyCheckIn,
            },
          ].map((ad, sort) => ({ ...ad, brand: null, alt: json(ad.alt), sort })),
        )
        .execute()
    }
  })
}
