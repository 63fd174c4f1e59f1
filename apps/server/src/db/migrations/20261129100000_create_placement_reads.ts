import { type Kysely, sql } from 'kysely'

// What placing a bet reads, as functions planned once per connection. A placement's read names
// a few matches or one draw, and PostgreSQL would plan it anew on every call (a custom plan each
// time, for parameters it could not see before); inside a function with plan_cache_mode set to
// force_generic_plan, its statement keeps one plan for the session. The repositories call them
// (sports.repository.ts, lottery.repository.ts) and turn their JSON into rows. Each also says
// whether the player's sign-in is still open, so a bet costs no separate round trip for it.

/**
 * Whether the player's sign-in (session family) is still open, as the player guard asks it: the
 * placement routes check the token alone and leave this to the read.
 */
const SIGNED_IN = sql.raw(`exists (
  select 1 from sessions
  where family_id = p_session and user_id = p_user and revoked_at is null and expires_at > p_now)`)

export async function up(db: Kysely<unknown>): Promise<void> {
  // A placement's answer (a slip of several bets runs past 2 KB) is written with its key on every
  // bet; kept inline up to a page, it is stored as it is rather than compressed first.
  await sql`alter table idempotency_keys set (toast_tuple_target = 8160)`.execute(db)
  await sql`
    create function sports_placement_read(
      p_game integer, p_user bigint, p_session uuid, p_now timestamptz,
      p_match_ids text[], p_kinds text[], p_names text[]
    ) returns json language plpgsql stable set plan_cache_mode = force_generic_plan as $$
    begin
      return json_build_object(
        'signed_in', ${SIGNED_IN},
        'game', (
          select json_build_object(
            'id', games.id, 'key', games.key, 'status', games.status,
            'bet_min', game_limits.bet_min::text, 'bet_max', game_limits.bet_max::text,
            'multiple_min', game_limits.multiple_min, 'multiple_max', game_limits.multiple_max,
            'bonus_min', game_limits.bonus_min::text, 'bonus_max', game_limits.bonus_max::text,
            'disabled_regions', game_limits.disabled_regions)
          from games join game_limits on game_limits.game_id = games.id where games.id = p_game),
        'prices', (
          select coalesce(json_agg(json_build_object('match_id', price.match_id, 'kind', price.kind,
            'name', price.name, 'line', price.line, 'odds', price.odds)), '[]')
          from sports_odds price
          join unnest(p_match_ids, p_kinds, p_names) as pick (match_id, kind, name)
            on price.match_id = pick.match_id and price.kind = pick.kind and price.name = pick.name),
        'area_code', (select area_code from users where id = p_user),
        'cash', (select balance::text from ledger_accounts where kind = 'player_cash' and user_id = p_user),
        'matches', (
          select coalesce(json_agg(json_build_object('id', match.id, 'sport', match.sport,
            'league_name', match.league_name, 'home_name', match.home_name, 'away_name', match.away_name,
            'home_score', match.home_score, 'away_score', match.away_score, 'status', match.status,
            'starts_at', match.starts_at)), '[]')
          from sports_matches match where match.id = any(p_match_ids)));
    end $$`.execute(db)
  await sql`
    create function lottery_placement_read(
      p_game integer, p_user bigint, p_session uuid, p_now timestamptz, p_draw bigint,
      p_tops text[], p_props text[]
    ) returns json language plpgsql stable set plan_cache_mode = force_generic_plan as $$
    begin
      return json_build_object(
        'signed_in', ${SIGNED_IN},
        'game_status', (select status from games where id = p_game),
        'odds', (
          select coalesce(json_agg(json_build_object('top', top, 'prop', prop, 'odds', odds,
            'min', min::text, 'max', max::text) order by sort), '[]')
          from lottery_odds
          where game_id = p_game and (top, prop) in (select * from unnest(p_tops, p_props))),
        'draw', (
          select json_build_object('id', id::text, 'game_id', game_id, 'number', number, 'draws_at', draws_at)
          from draws where id = p_draw));
    end $$`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table idempotency_keys reset (toast_tuple_target)`.execute(db)
  await sql`drop function lottery_placement_read(integer, bigint, uuid, timestamptz, bigint, text[], text[])`.execute(
    db,
  )
  await sql`drop function sports_placement_read(integer, bigint, uuid, timestamptz, text[], text[], text[])`.execute(
    db,
  )
}
