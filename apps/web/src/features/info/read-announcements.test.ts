import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { MAX_REMEMBERED, markAnnouncementsRead, readAnnouncementIds } from './read-announcements'

afterEach(() => localStorage.clear())

describe('read announcements', () => {
  it('are none on a new device', () => {
    expect([...readAnnouncementIds()]).toEqual([])
  })

  it('are remembered on the device once opened', () => {
    markAnnouncementsRead([3])
    markAnnouncementsRead([5, 3])
    expect([...readAnnouncementIds()].sort()).toEqual([3, 5])
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.readAnnouncements) ?? '')).toEqual([5, 3])
  })

  it('read a damaged stored value as none rather than failing the list', () => {
    localStorage.setItem(STORAGE_KEYS.readAnnouncements, '{not json')
    expect([...readAnnouncementIds()]).toEqual([])
    localStorage.setItem(STORAGE_KEYS.readAnnouncements, '[1,"two",2.5,4]')
    expect([...readAnnouncementIds()]).toEqual([1, 4])
  })

  it(`keep only the latest ${MAX_REMEMBERED}`, () => {
    markAnnouncementsRead(Array.from({ length: MAX_REMEMBERED + 5 }, (_, index) => index + 1))
    const ids = readAnnouncementIds()
    expect(ids.size).toBe(MAX_REMEMBERED)
    expect(ids.has(1)).toBe(false)
    expect(ids.has(MAX_REMEMBERED + 5)).toBe(true)
  })
})
