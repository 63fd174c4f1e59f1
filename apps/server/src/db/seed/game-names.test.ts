import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { GAME_NAMES } from './texts'

const WEB_LOCALES = join(import.meta.dirname, '../../../../web/src/i18n/locales')

describe('the sports’ names', () => {
  it.each(LANGUAGES)('are the same in the catalogue and in the web app’s navigation (%s)', (language) => {
    const navigation = JSON.parse(readFileSync(join(WEB_LOCALES, language, 'nav.json'), 'utf8'))
    for (const sport of ['soccer', 'basketball', 'bd'] as const)
      expect(GAME_NAMES[sport][language], sport).toBe(navigation[sport])
  })
})
