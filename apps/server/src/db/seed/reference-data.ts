import { GAME_ID, GAME_KEYS, GAME_ORDER, GAME_STATUS, gameCategory, moneyOf } from '@app/domain'

/** Bet limits of a game in USDT, before any currency conversion. */
type LimitSeed = {
  betMin: string
  betMax: string
  multipleMin: number
  multipleMax: number
  bonusMin: string
  bonusMax: string
}

// Sports follow the rules text (max single-match bonus 10,200); lottery minimum 1; third-party
// games are limited by their providers, so their limits only bound transfers.
const SPORTS_LIMITS: LimitSeed = {
  betMin: '0.01',
  betMax: '50000',
  multipleMin: 1,
  multipleMax: 99,
  bonusMin: '0',
  bonusMax: '10200',
}
const LOTTERY_LIMITS: LimitSeed = {
  betMin: '1',
  betMax: '20000',
  multipleMin: 1,
  multipleMax: 1,
  bonusMin: '0',
  bonusMax: '500000',
}
const GAMES_LIMITS: LimitSeed = {
  betMin: '1',
  betMax: '100000',
  multipleMin: 1,
  multipleMax: 1,
  bonusMin: '0',
  bonusMax: '1000000',
}

const LIMITS_BY_CATEGORY = { sports: SPORTS_LIMITS, lottery: LOTTERY_LIMITS, games: GAMES_LIMITS } as const

/** The game catalogue: every spec game id, active, in the fixed order, with its limits. */
export const GAME_SEEDS = GAME_KEYS.map((key) => {
  const id = GAME_ID[key]
  const category = gameCategory(id)
  if (!category) throw new Error(`Game ${key} (${id}) has no category`)
  const limits = LIMITS_BY_CATEGORY[category]
  return {
    id,
    key,
    category,
    status: GAME_STATUS.active,
    sort: GAME_ORDER.indexOf(id),
    limits: {
      bet_min: moneyOf(limits.betMin),
      bet_max: moneyOf(limits.betMax),
      multiple_min: limits.multipleMin,
      multiple_max: limits.multipleMax,
      bonus_min: moneyOf(limits.bonusMin),
      bonus_max: moneyOf(limits.bonusMax),
    },
  }
})

/**
 * Currencies a balance can be shown in, USDT first; `flag` is the issuing country's ISO code
 * (none for USDT). Exchange rates are units per USDT; minimum
 * bets are in the currency itself (the spec's defaults 0.01 and 1 for USDT, scaled for others).
 */
export const CURRENCY_SEEDS = [
  { currency: 'USDT', exchange: '1', sportMin: '0.01', lotteryMin: '1', flag: '', sort: 0 },
  { currency: 'CNY', exchange: '7.1', sportMin: '0.1', lotteryMin: '7.1', flag: 'cn', sort: 1 },
  { currency: 'IDR', exchange: '16250', sportMin: '200', lotteryMin: '16250', flag: 'id', sort: 2 },
  { currency: 'JPY', exchange: '150', sportMin: '2', lotteryMin: '150', flag: 'jp', sort: 3 },
  { currency: 'KRW', exchange: '1380', sportMin: '20', lotteryMin: '1380', flag: 'kr', sort: 4 },
  { currency: 'INR', exchange: '84', sportMin: '1', lotteryMin: '84', flag: 'in', sort: 5 },
  { currency: 'BRL', exchange: '5.6', sportMin: '0.1', lotteryMin: '5.6', flag: 'br', sort: 6 },
  { currency: 'TRY', exchange: '34', sportMin: '0.5', lotteryMin: '34', flag: 'tr', sort: 7 },
  { currency: 'RUB', exchange: '95', sportMin: '1', lotteryMin: '95', flag: 'ru', sort: 8 },
  { currency: 'BDT', exchange: '120', sportMin: '2', lotteryMin: '120', flag: 'bd', sort: 9 },
  { currency: 'VND', exchange: '25400', sportMin: '300', lotteryMin: '25400', flag: 'vn', sort: 10 },
  { currency: 'PHP', exchange: '58', sportMin: '1', lotteryMin: '58', flag: 'ph', sort: 11 },
  { currency: 'THB', exchange: '35', sportMin: '0.5', lotteryMin: '35', flag: 'th', sort: 12 },
  { currency: 'MXN', exchange: '18', sportMin: '0.2', lotteryMin: '18', flag: 'mx', sort: 13 },
].map((entry) => ({
  currency: entry.currency,
  exchange: entry.exchange,
  sport_bet_min: moneyOf(entry.sportMin),
  lotter_bet_min: moneyOf(entry.lotteryMin),
  status: 1,
  flag: entry.flag,
  img: `/art/currencies/${entry.currency.toLowerCase()}.svg`,
  sort: entry.sort,
}))

/** The VIP ladder: each level is reached by total deposits in USDT. */
export const VIP_LEVEL_SEEDS = [
  { level: 1, name: 'bronze', recharge: '0' },
  { level: 2, name: 'silver', recharge: '1000' },
  { level: 3, name: 'gold', recharge: '10000' },
  { level: 4, name: 'platinum', recharge: '50000' },
  { level: 5, name: 'diamond', recharge: '200000' },
].map((entry) => ({ ...entry, img: `/art/vip/${entry.name}.svg`, recharge: moneyOf(entry.recharge) }))

const usdt = (units: number) => BigInt(units) * 1_000_000n

/**
 * The payment channels: USDT on three networks, bank transfer and card. BEP20 takes deposits but
 * pays no withdrawals, so the per-channel rule is visible from the start. Deposits from 100,
 * withdrawals from 2 USDT (the spec's minimums).
 */
export const PAYMENT_CHANNEL_SEEDS = [
  {
    id: 1,
    type: 'crypto' as const,
    name: 'USDT · TRC20',
    network: 'TRC20',
    deposit_min: usdt(100),
    deposit_max: usdt(1_000_000),
    withdraw_min: usdt(2),
    withdraw_max: usdt(100_000),
    fee_rate_bp: 0,
    network_fee: usdt(1),
    deposit_enabled: true,
    withdraw_enabled: true,
    sort: 1,
  },
  {
    id: 2,
    type: 'crypto' as const,
    name: 'USDT · ERC20',
    network: 'ERC20',
    deposit_min: usdt(100),
    deposit_max: usdt(1_000_000),
    withdraw_min: usdt(10),
    withdraw_max: usdt(100_000),
    fee_rate_bp: 0,
    network_fee: usdt(5),
    deposit_enabled: true,
    withdraw_enabled: true,
    sort: 2,
  },
  {
    id: 3,
    type: 'crypto' as const,
    name: 'USDT · BEP20',
    network: 'BEP20',
    deposit_min: usdt(100),
    deposit_max: usdt(1_000_000),
    withdraw_min: usdt(2),
    withdraw_max: usdt(100_000),
    fee_rate_bp: 0,
    network_fee: 500_000n,
    deposit_enabled: true,
    withdraw_enabled: false,
    sort: 3,
  },
  {
    id: 4,
    type: 'bank' as const,
    name: 'Bank transfer',
    network: null,
    deposit_min: usdt(100),
    deposit_max: usdt(50_000),
    withdraw_min: usdt(10),
    withdraw_max: usdt(50_000),
    fee_rate_bp: 100,
    network_fee: 0n,
    deposit_enabled: true,
    withdraw_enabled: true,
    sort: 4,
  },
  {
    id: 5,
    type: 'card' as const,
    name: 'Card',
    network: null,
    deposit_min: usdt(100),
    deposit_max: usdt(10_000),
    withdraw_min: usdt(2),
    withdraw_max: usdt(2),
    fee_rate_bp: 0,
    network_fee: 0n,
    deposit_enabled: true,
    withdraw_enabled: false,
    sort: 5,
  },
]

/** Banks for bank-transfer withdrawals, by country (ISO 3166). */
export const BANK_SEEDS: { country: string; code: string; name: string }[] = [
  { country: 'BR', code: '001', name: 'Banco do Brasil' },
  { country: 'BR', code: '104', name: 'Caixa Econômica Federal' },
  { country: 'BR', code: '237', name: 'Bradesco' },
  { country: 'BR', code: '341', name: 'Itaú Unibanco' },
  { country: 'BR', code: '260', name: 'Nubank' },
  { country: 'CN', code: 'ICBC', name: 'Industrial and Commercial Bank of China' },
  { country: 'CN', code: 'CCB', name: 'China Construction Bank' },
  { country: 'CN', code: 'ABC', name: 'Agricultural Bank of China' },
  { country: 'CN', code: 'BOC', name: 'Bank of China' },
  { country: 'CN', code: 'CMB', name: 'China Merchants Bank' },
  { country: 'IN', code: 'SBIN', name: 'State Bank of India' },
  { country: 'IN', code: 'HDFC', name: 'HDFC Bank' },
  { country: 'IN', code: 'ICIC', name: 'ICICI Bank' },
  { country: 'IN', code: 'UTIB', name: 'Axis Bank' },
  { country: 'ID', code: 'BCA', name: 'Bank Central Asia' },
  { country: 'ID', code: 'BRI', name: 'Bank Rakyat Indonesia' },
  { country: 'ID', code: 'MANDIRI', name: 'Bank Mandiri' },
  { country: 'ID', code: 'BNI', name: 'Bank Negara Indonesia' },
  { country: 'BD', code: 'SONALI', name: 'Sonali Bank' },
  { country: 'BD', code: 'DBBL', name: 'Dutch-Bangla Bank' },
  { country: 'BD', code: 'BRAC', name: 'BRAC Bank' },
  { country: 'TR', code: 'ZIRAAT', name: 'Ziraat Bankası' },
  { country: 'TR', code: 'ISBANK', name: 'Türkiye İş Bankası' },
  { country: 'TR', code: 'GARANTI', name: 'Garanti BBVA' },
  { country: 'JP', code: 'MUFG', name: 'MUFG Bank' },
  { country: 'JP', code: 'SMBC', name: 'Sumitomo Mitsui Banking Corporation' },
  { country: 'JP', code: 'MIZUHO', name: 'Mizuho Bank' },
  { country: 'KR', code: 'KB', name: 'KB Kookmin Bank' },
  { country: 'KR', code: 'SHINHAN', name: 'Shinhan Bank' },
  { country: 'KR', code: 'WOORI', name: 'Woori Bank' },
  { country: 'MX', code: 'BBVA', name: 'BBVA México' },
  { country: 'MX', code: 'BANORTE', name: 'Banorte' },
  { country: 'MX', code: 'SANTANDER', name: 'Santander México' },
  { country: 'RU', code: 'SBER', name: 'Sberbank' },
  { country: 'RU', code: 'VTB', name: 'VTB Bank' },
  { country: 'RU', code: 'TINKOFF', name: 'T-Bank' },
]
