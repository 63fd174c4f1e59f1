import { combineSlices } from '@reduxjs/toolkit'
import { api } from '../api/api'
import { uiSlice } from '../ui-state/ui-slice'

/** The slices a feature adds when its code first loads; each feature declares its own here. */
// biome-ignore-start lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
// biome-ignore lint/suspicious/noEmptyInterface: each feature extends it with its slice
export interface LazyLoadedSlices {}
// biome-ignore-end lint/style/useConsistentTypeDefinitions: module augmentation needs an interface

/**
 * The store's reducer: the API cache and the global UI state from the start, a feature's slice
 * (the sports slip) from when the feature's code loads, so the first page carries none of it.
 */
export const rootReducer = combineSlices(api, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>()
