import { useSelector } from 'react-redux'
import type { UiState } from './ui-slice'

/** Reads the global UI state; every feature may, none may reach into another's state. */
export function useUi<T>(select: (ui: UiState) => T): T {
  return useSelector((state: { ui: UiState }) => select(state.ui))
}
