import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PlainTextView, toTextBlocks } from './plain-text'

afterEach(cleanup)

describe('toTextBlocks', () => {
  it('splits paragraphs at blank lines and reads "## " as a heading', () => {
    expect(toTextBlocks('## Terms\n\nOne per player.\nAdults only.\n\n\nGeneral terms apply.')).toEqual([
      { kind: 'heading', text: 'Terms' },
      { kind: 'paragraph', text: 'One per player.\nAdults only.' },
      { kind: 'paragraph', text: 'General terms apply.' },
    ])
  })

  it('reads Windows line ends and blank lines made of spaces as separators', () => {
    expect(toTextBlocks('First\r\n  \r\nSecond')).toEqual([
      { kind: 'paragraph', text: 'First' },
      { kind: 'paragraph', text: 'Second' },
    ])
  })

  it('keeps a "##" without its space as text', () => {
    expect(toTextBlocks('##not a heading')).toEqual([{ kind: 'paragraph', text: '##not a heading' }])
  })
})

describe('PlainTextView', () => {
  it('shows markup in a text as characters, never as HTML', () => {
    render(<PlainTextView text={'## <b>Rules</b>\n\n<img src=x onerror="alert(1)">'} />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>Rules</b>')
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })
})
