import { type Kysely, sql } from 'kysely'

// Placing a lottery slip also honours the game's own limits, which operators set in the back
// office: its bet minimum and maximum bound every entry beside the odds line's, and a player of a
// disabled region is refused. The read answers them with the player's phone area code, in the
// same round trip as before.

const SIGNED_IN = sql.raw(`exists (
  select 1 from sessions
  where family_id = p_session and user_id = p_user and revoked_at is null and expires_at > p_now)`)

const readWith = (extra: ReturnType<typeof sql.raw>) => sql`
  create or replace function lottery_placement_read(
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
        from draws where id = p_draw)${extra});
  end $$`

export async function up(db: Kysely<unknown>): Promise<void> {
  await readWith(
    sql.raw(`,
      'limits', (
        select json_build_object('bet_min', bet_min::text, 'bet_max', bet_max::text,
          'disabled_regions', disabled_regions)
        from game_limits where game_id = p_game),
      'area_code', (select area_code from users where id = p_user)`),
  ).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await readWith(sql.raw('')).execute(db)
}
