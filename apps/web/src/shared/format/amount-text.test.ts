import { describe, expect, it } from 'vitest'
import { keepAmountText } from './amount-text'

describe('keepAmountText', () => {
  it.each([
    ['12.5', '12.5', false],
    ['', '', false],
    ['100.', '100.', false],
    ['1e9', '19', true],
    ['-1', '1', true],
    ['1.2.3', '1.23', true],
    ['1,000', '1000', true],
    [' 5', '5', true],
  ])('keeps of %o the text %o (refused: %s)', (typed, text, isRefused) => {
    expect(keepAmountText(typed)).toEqual({ text, isRefused })
  })
})
