import type { ToastType } from '@app/domain'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Modals the shell can open; one at a time. */
export type ModalName = 'login' | 'register' | 'language' | 'wallet' | 'forgotPassword' | 'invite' | 'confirm'

/** Side panels: on desktop beside the page, on mobile the chat covers it. */
export type PanelName = 'chat' | 'support' | 'betSlip' | 'myBet'

export type Toast = { type: ToastType; message: string; id: number }

/** The spec's global UI state, as far as the shell uses it. */
export type UiState = {
  openedModal: ModalName | null
  openedOffCanvas: PanelName | null
  isMobileMenuShow: boolean
  isIconMenuShow: boolean
  isInviteWindowShow: boolean
  isWalletShow: boolean
  walletType: 'deposit' | 'withdraw' | 'transfer'
  isBetSlipButtonShow: boolean
  imSocketStatus: 'connecting' | 'connected' | 'disconnected'
  selectedProfileMenu: string
  toast: Toast | null
}

const initialState: UiState = {
  openedModal: null,
  openedOffCanvas: null,
  isMobileMenuShow: false,
  isIconMenuShow: false,
  isInviteWindowShow: false,
  isWalletShow: false,
  walletType: 'deposit',
  isBetSlipButtonShow: true,
  imSocketStatus: 'connecting',
  selectedProfileMenu: 'rewards',
  toast: null,
}

let nextToastId = 1

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ModalName>) {
      state.openedModal = action.payload
    },
    modalClosed(state) {
      state.openedModal = null
    },
    panelOpened(state, action: PayloadAction<PanelName>) {
      state.openedOffCanvas = action.payload
    },
    panelClosed(state) {
      state.openedOffCanvas = null
    },
    mobileMenuToggled(state, action: PayloadAction<boolean>) {
      state.isMobileMenuShow = action.payload
    },
    socketStatusChanged(state, action: PayloadAction<UiState['imSocketStatus']>) {
      state.imSocketStatus = action.payload
    },
    iconMenuToggled(state, action: PayloadAction<boolean>) {
      state.isIconMenuShow = action.payload
    },
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toast = action.payload
      },
      prepare(toast: Omit<Toast, 'id'>) {
        nextToastId += 1
        return { payload: { ...toast, id: nextToastId } }
      },
    },
    /** The spec's clear-notification action, dispatched when a toast closes. */
    notificationCleared(state) {
      state.toast = null
    },
  },
})

export const {
  modalOpened,
  modalClosed,
  panelOpened,
  panelClosed,
  mobileMenuToggled,
  iconMenuToggled,
  socketStatusChanged,
  toastShown,
  notificationCleared,
} = uiSlice.actions
