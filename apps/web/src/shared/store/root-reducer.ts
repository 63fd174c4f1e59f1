import { combineSlices } from '@reduxjs/toolkit'
import { uiSlice } from '../ui-state/ui-slice'

/** The slices a feature adds when its code first loads; each feature declares its own here. */
// biome-ignore-start lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
// biome-ignore lint/suspicious/noEmptyInterface: each feature extends it with its slice
export interface LazyLoadedSlices {}
// biome-ignore-end lint/style/useConsistentTypeDefinitions: module augmentation needs an interface

/**
 * The store's reducer: the global UI state from the start; the API cache from when the data layer
 * loads (beside the first paint) and a feature's slice (the sports slip) from when the feature's
 * code loads, so the first page carries none of their code.
 */
export const rootReducer = combineSlices(uiSlice).withLazyLoadedSlices<LazyLoadedSlices>()
