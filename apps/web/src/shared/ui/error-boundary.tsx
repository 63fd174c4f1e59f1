import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` in place of its children when rendering them throws, so one broken screen
 * never blanks the whole page. Give it a `key` to start over, e.g. on the next route.
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false }

  static getDerivedStateFromError() {
    return { hasFailed: true }
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children
  }
}
