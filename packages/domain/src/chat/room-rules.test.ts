import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-types'
import { nextPostWait, secondsUntil } from './room-rules'

/** The bytes of a text of single-byte characters. */
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0))
const CAP = { messages: 5, seconds: 10 }
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0) + seconds * 1000)

describe('nextPostWait', () => {
  it('lets a player post at once with no slow mode and few posts', () => {
    expect(nextPostWait([at(0)], 0, CAP, at(1))).toBeNull()
  })

  it('spaces posts by the slow mode', () => {
    expect(nextPostWait([at(0)], 30, CAP, at(10))).toEqual({ until: at(30), cause: 'slowMode' })
    expect(nextPostWait([at(0)], 30, CAP, at(30))).toBeNull()
  })

  it('holds the sixth post within ten seconds, whatever the slow mode', () => {
    const posts = [at(4), at(3), at(2), at(1), at(0)]
    expect(nextPostWait(posts, 0, CAP, at(5))).toEqual({ until: at(10), cause: 'flood' })
    expect(nextPostWait(posts, 0, CAP, at(10))).toBeNull()
  })

  it('never allows more than the cap in any window, for any posting pattern it allows', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 60 }), (tries) => {
        const accepted: Date[] = []
        let clock = 0
        for (const step of tries) {
          clock += step
          const now = new Date(at(0).getTime() + clock)
          if (nextPostWait(accepted, 0, CAP, now) === null) accepted.unshift(now)
        }
        for (let index = CAP.messages; index < accepted.length; index += 1) {
          const newer = accepted[index - CAP.messages] as Date
          const older = accepted[index] as Date
          expect(newer.getTime() - older.getTime()).toBeGreaterThanOrEqual(CAP.seconds * 1000)
        }
      }),
    )
  })

  it('counts whole seconds left, rounding up', () => {
    expect(secondsUntil(at(10), new Date(at(0).getTime() + 500))).toBe(10)
    expect(secondsUntil(at(0), at(5))).toBe(0)
  })
})

describe('sniffImageType', () => {
  it('knows the four accepted types by their first bytes', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffImageType(ascii('GIF89a...'))).toBe('image/gif')
    expect(sniffImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp')
  })

  it('refuses anything else, a script or an SVG included', () => {
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImageType(ascii('<script>alert(1)</script>'))).toBeNull()
    expect(sniffImageType(new Uint8Array())).toBeNull()
  })
})
