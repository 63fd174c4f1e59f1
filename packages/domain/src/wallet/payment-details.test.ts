import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cardDigits,
  checkCardExpiry,
  checkCardName,
  checkCardNumber,
  checkCpf,
  checkCryptoAddress,
  checkCvv,
  passesLuhn,
} from './payment-details'

const VALID_CARD_NUMBERS = [
  '4111111111111111',
  '5555555555554444',
  '378282246310005',
  '4012888888881881',
  '6011111111111117',
]

/** The Luhn check digit of a card number's body, computed here independently of the code under test. */
function luhnCheckDigit(body: string): number {
  let sum = 0
  for (let index = 0; index < body.length; index += 1) {
    let digit = Number(body[body.length - 1 - index])
    // The check digit will take the rightmost place, so the body's rightmost digit is doubled.
    if (index % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength })

const withCheckDigit = (body: string) => `${body}${luhnCheckDigit(body)}`

const replaceDigit = (digits: string, index: number, shift: number) =>
  `${digits.slice(0, index)}${(Number(digits[index]) + shift) % 10}${digits.slice(index + 1)}`

describe('passesLuhn', () => {
  it.each(VALID_CARD_NUMBERS)('accepts the known test card %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true)
  })

  it.each([['4111111111111112'], ['5555555555554445'], ['378282246310006'], ['4111111111111121']])(
    'refuses %s, a known number with one digit changed',
    (digits) => {
      expect(passesLuhn(digits)).toBe(false)
    },
  )

  it('accepts any number ending in its check digit', () => {
    fc.assert(
      fc.property(digitString(11, 18), (body) => {
        expect(passesLuhn(withCheckDigit(body))).toBe(true)
      }),
    )
  })

  it('refuses a valid number with any single digit changed', () => {
    const validNumbers = fc.oneof(
      fc.constantFrom(...VALID_CARD_NUMBERS),
      digitString(11, 18).map(withCheckDigit),
    )
    const changes = validNumbers.chain((digits) =>
      fc.tuple(fc.constant(digits), fc.nat({ max: digits.length - 1 }), fc.integer({ min: 1, max: 9 })),
    )
    fc.assert(
      fc.property(changes, ([digits, index, shift]) => {
        expect(passesLuhn(replaceDigit(digits, index, shift))).toBe(false)
      }),
    )
  })
})

describe('checkCardNumber', () => {
  it.each([
    ['4111 1111 1111 1111'],
    ['5555 5555 5555 4444'],
    ['3782 822463 10005'],
    ['4012-8888-8888-1881'],
    ['6011111111111117'],
    ['100000000008'],
    ['4111111111111111110'],
  ])('accepts %s: 12 to 19 digits with a valid checksum, spaces and dashes allowed', (number) => {
    expect(checkCardNumber(number)).toEqual({ ok: true })
  })

  it.each([
    ['a wrong check digit', '4111 1111 1111 1112'],
    ['11 digits, even with a valid checksum', '10000000009'],
    ['20 digits, even with a valid checksum', '41111111111111111115'],
    ['a letter among the digits', '4111 1111 1111 111a'],
    ['dots as separators', '4111.1111.1111.1111'],
    ['nothing', ''],
  ])('refuses %s', (_case, number) => {
    expect(checkCardNumber(number)).toEqual({ ok: false, reason: 'INVALID_CARD_NUMBER' })
  })

  it('reads the digits without the spaces and dashes', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111')
  })
})

describe('checkCardName', () => {
  it.each([
    ['Ana Maria'],
    ["Sean O'Brien-Smith"],
    ['José da Silva'],
    ['J. R. Smith'],
    ['  Li  '],
    ['A'.repeat(64)],
  ])('accepts %s as the name on a card', (name) => {
    expect(checkCardName(name)).toEqual({ ok: true })
  })

  it.each([
    ['nothing', ''],
    ['only spaces', '   '],
    ['a single letter', ' A '],
    ['digits', 'J0hn Smith'],
    ['symbols', 'John@Smith'],
    ['more than 64 characters', 'A'.repeat(65)],
  ])('refuses %s', (_case, name) => {
    expect(checkCardName(name)).toEqual({ ok: false, reason: 'CARD_NAME_REQUIRED' })
  })
})

describe('checkCardExpiry', () => {
  const now = new Date('2026-03-15T12:00:00Z')

  it.each([
    ['the current month', '03/26'],
    ['a later month this year', '12/26'],
    ['a later year', '01/30'],
    ['spaces around the slash', ' 04 / 27 '],
  ])('accepts %s', (_case, expiry) => {
    expect(checkCardExpiry(expiry, now)).toEqual({ ok: true })
  })

  it.each([
    ['last month', '02/26'],
    ['last year', '12/25'],
  ])('refuses a card that expired %s', (_case, expiry) => {
    expect(checkCardExpiry(expiry, now)).toEqual({ ok: false, reason: 'CARD_EXPIRED' })
  })

  it.each([
    ['03/26', '2026-03-31T23:59:59.999Z', '2026-04-01T00:00:00.000Z'],
    ['12/26', '2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z'],
    ['02/28', '2028-02-29T23:59:59.999Z', '2028-03-01T00:00:00.000Z'],
  ])('keeps %s valid through %s (UTC) and expired from %s', (expiry, lastMoment, firstMomentAfter) => {
    expect(checkCardExpiry(expiry, new Date(lastMoment))).toEqual({ ok: true })
    expect(checkCardExpiry(expiry, new Date(firstMomentAfter))).toEqual({ ok: false, reason: 'CARD_EXPIRED' })
  })

  it.each([['00/27'], ['13/27'], ['1/27'], ['01/2027'], ['0127'], ['01-27'], ['ab/cd'], ['']])(
    'refuses %s as not a month MM/YY',
    (expiry) => {
      expect(checkCardExpiry(expiry, now)).toEqual({ ok: false, reason: 'INVALID_EXPIRY' })
    },
  )
})

describe('checkCvv', () => {
  it.each([['123'], ['0000'], ['7391']])('accepts %s: 3 or 4 digits', (cvv) => {
    expect(checkCvv(cvv)).toEqual({ ok: true })
  })

  it.each([['12'], ['12345'], ['12a'], ['']])('refuses %s', (cvv) => {
    expect(checkCvv(cvv)).toEqual({ ok: false, reason: 'INVALID_CVV' })
  })
})

describe('checkCpf', () => {
  it.each([['529.982.247-25'], ['52998224725'], ['111.444.777-35'], ['11144477735']])(
    'accepts %s, with or without punctuation',
    (cpf) => {
      expect(checkCpf(cpf)).toEqual({ ok: true })
    },
  )

  it.each([
    ['one digit repeated, though its check digits add up', '111.111.111-11'],
    ['one digit repeated, without punctuation', '00000000000'],
    ['a wrong first check digit', '529.982.247-35'],
    ['a wrong second check digit', '529.982.247-24'],
    ['a wrong second check digit, without punctuation', '52998224724'],
    ['a changed body digit', '529.982.248-25'],
    ['10 digits', '529.982.247-2'],
    ['12 digits', '529.982.247-251'],
    ['a letter', '529.982.24A-25'],
    ['nothing', ''],
  ])('refuses %s', (_case, cpf) => {
    expect(checkCpf(cpf)).toEqual({ ok: false, reason: 'INVALID_CPF' })
  })

  it('refuses every check digit but the right ones', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9 }), fc.nat({ max: 9 }), (first, second) => {
        const isRight = first === 2 && second === 5
        expect(checkCpf(`529982247${first}${second}`).ok).toBe(isRight)
      }),
    )
  })
})

describe('checkCryptoAddress', () => {
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
  const ethereum = '0xdAC17F958D2ee523a2206206994597C13D831ec7'

  it.each([
    ['TRC20', tron],
    ['TRC20', ` ${tron} `],
    ['ERC20', ethereum],
    ['ERC20', ethereum.toLowerCase()],
    ['BEP20', '0x55d398326f99059fF775485246999027B3197955'],
  ])('accepts a %s address %s', (network, address) => {
    expect(checkCryptoAddress(network, address)).toEqual({ ok: true })
  })

  it.each([
    ['TRC20', 'a zero, which base58 leaves out', `T${'0'.repeat(33)}`],
    ['TRC20', 'a capital O, which base58 leaves out', `${tron.slice(0, 33)}O`],
    ['TRC20', 'a capital I, which base58 leaves out', `${tron.slice(0, 33)}I`],
    ['TRC20', 'a small l, which base58 leaves out', `${tron.slice(0, 33)}l`],
    ['TRC20', '33 characters', tron.slice(0, 33)],
    ['TRC20', '35 characters', `${tron}1`],
    ['TRC20', 'no leading T', `A${tron.slice(1)}`],
    ['TRC20', 'an Ethereum address', ethereum],
    ['ERC20', 'no 0x', ethereum.slice(2)],
    ['ERC20', '39 hex digits', ethereum.slice(0, 41)],
    ['ERC20', '41 hex digits', `${ethereum}0`],
    ['ERC20', 'a non-hex letter', `${ethereum.slice(0, 41)}g`],
    ['ERC20', 'a Tron address', tron],
    ['BEP20', 'no 0x', ethereum.slice(2)],
    ['BEP20', 'nothing', ''],
  ])('refuses on %s an address with %s', (network, _case, address) => {
    expect(checkCryptoAddress(network, address)).toEqual({ ok: false, reason: 'INVALID_ADDRESS' })
  })

  it.each([['SOL'], ['OMNI'], ['trc20'], ['']])(
    'refuses any address on the unknown network %s',
    (network) => {
      expect(checkCryptoAddress(network, tron)).toEqual({ ok: false, reason: 'INVALID_ADDRESS' })
      expect(checkCryptoAddress(network, ethereum)).toEqual({ ok: false, reason: 'INVALID_ADDRESS' })
    },
  )

  it('accepts on TRC20 any T followed by 33 base58 characters', () => {
    const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    const body = fc.string({ unit: fc.constantFrom(...base58), minLength: 33, maxLength: 33 })
    fc.assert(
      fc.property(body, (characters) => {
        expect(checkCryptoAddress('TRC20', `T${characters}`)).toEqual({ ok: true })
      }),
    )
  })

  it('accepts on ERC20 and BEP20 any 0x followed by 40 hex digits', () => {
    const body = fc.string({
      unit: fc.constantFrom(...'0123456789abcdefABCDEF'),
      minLength: 40,
      maxLength: 40,
    })
    fc.assert(
      fc.property(body, fc.constantFrom('ERC20', 'BEP20'), (digits, network) => {
        expect(checkCryptoAddress(network, `0x${digits}`)).toEqual({ ok: true })
      }),
    )
  })
})
