import type { LocalizedText } from '@app/domain'

type Names = Readonly<Record<string, LocalizedText>>

/** The card tables ky offers, by the KindID its login takes, with their names. */
const KY_GAMES: Names = {
  'ky-baccarat': {
    en: 'Card Room Baccarat',
    zh: '棋牌百家乐',
    id: 'Baccarat Ruang Kartu',
    ja: 'カードルーム・バカラ',
    ko: '카드룸 바카라',
    es: 'Baccarat de la Sala de Cartas',
    tr: 'Kart Salonu Bakara',
    hi: 'कार्ड रूम बैकारेट',
    'pt-BR': 'Bacará da Sala de Cartas',
    ru: 'Баккара карточного зала',
    bn: 'কার্ড রুম ব্যাকারা',
  },
  'ky-bull-bull': {
    en: 'Card Room Bull Bull',
    zh: '棋牌牛牛',
    id: 'Bull Bull Ruang Kartu',
    ja: 'カードルーム・ブルブル',
    ko: '카드룸 불불',
    es: 'Bull Bull de la Sala de Cartas',
    tr: 'Kart Salonu Bull Bull',
    hi: 'कार्ड रूम बुल बुल',
    'pt-BR': 'Bull Bull da Sala de Cartas',
    ru: 'Буль-буль карточного зала',
    bn: 'কার্ড রুম বুল বুল',
  },
  'ky-dragon-tiger': {
    en: 'Card Room Dragon Tiger',
    zh: '棋牌龙虎斗',
    id: 'Naga Macan Ruang Kartu',
    ja: 'カードルーム・ドラゴンタイガー',
    ko: '카드룸 드래곤 타이거',
    es: 'Dragón y Tigre de la Sala de Cartas',
    tr: 'Kart Salonu Ejderha Kaplan',
    hi: 'कार्ड रूम ड्रैगन टाइगर',
    'pt-BR': 'Dragão e Tigre da Sala de Cartas',
    ru: 'Дракон и тигр карточного зала',
    bn: 'কার্ড রুম ড্রাগন টাইগার',
  },
}

/** The live tables ng's house platform offers, by the game code its login takes. */
const NG_GAMES: Names = {
  'ng-baccarat': {
    en: 'Live Baccarat',
    zh: '真人百家乐',
    id: 'Baccarat Langsung',
    ja: 'ライブ・バカラ',
    ko: '라이브 바카라',
    es: 'Baccarat en Vivo',
    tr: 'Canlı Bakara',
    hi: 'लाइव बैकारेट',
    'pt-BR': 'Bacará ao Vivo',
    ru: 'Живая баккара',
    bn: 'লাইভ ব্যাকারা',
  },
}

/** A transfer-wallet provider's games by code, with their names; none for an unknown family. */
export function transferGames(family: string): Names {
  return family === 'ky' ? KY_GAMES : family === 'ng' ? NG_GAMES : {}
}
