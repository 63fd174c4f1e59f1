import { expect, it } from 'vitest'
import { languageName } from './language-name'

it("names a conversation's language in the reader's language", () => {
  expect(languageName('es', 'en')).toBe('Spanish')
  expect(languageName('es', 'es')).toBe('español')
})
