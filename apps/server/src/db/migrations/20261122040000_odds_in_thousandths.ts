import { type Kysely, sql } from 'kysely'

// Odds are integer thousandths (1.96 is 1960). The lottery tables briefly held hundredths; a
// database from then is recognised by a price below 1000 (no price in thousandths is, since odds
// are at least 1.00), and its prices and placed bets are scaled up once.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    found: boolean
  }>`select exists (select 1 from lottery_odds where odds < 1000) as found`.execute(db)
  if (rows[0]?.found) {
    await sql`update lottery_odds set odds = odds * 10`.execute(db)
    await sql`update lottery_bets set odds = odds * 10`.execute(db)
  }
  await sql`alter table lottery_odds drop constraint if exists lottery_odds_odds_check`.execute(db)
  await sql`alter table lottery_odds add constraint lottery_odds_at_least_one check (odds >= 1000)`.execute(
    db,
  )
  await sql`alter table lottery_bets add constraint lottery_bets_odds_at_least_one check (odds >= 1000)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lottery_bets drop constraint lottery_bets_odds_at_least_one`.execute(db)
  await sql`alter table lottery_odds drop constraint lottery_odds_at_least_one`.execute(db)
  await sql`alter table lottery_odds add constraint lottery_odds_odds_check check (odds >= 100)`.execute(db)
}
