/** The bet limits the seed gives soccer (and basketball), as the API writes them. */
export const SOCCER_LIMITS = {
  bet_min: '0.01',
  bet_max: '50000',
  multiple_min: 1,
  multiple_max: 99,
  bonus_min: '0',
  bonus_max: '10200',
  disabled_regions: [],
}
