import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

afterEach(cleanup)

function Broken(): never {
  throw new Error('the screen failed to render')
}

describe('ErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>page</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('page')).toBeTruthy()
    expect(screen.queryByText('fallback')).toBeNull()
  })

  it('shows the fallback in place of children that throw, and starts over with a new key', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <ErrorBoundary key="/broken" fallback={<p>fallback</p>}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByText('fallback')).toBeTruthy()
    rerender(
      <ErrorBoundary key="/next" fallback={<p>fallback</p>}>
        <p>next page</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText('next page')).toBeTruthy()
    vi.restoreAllMocks()
  })
})
