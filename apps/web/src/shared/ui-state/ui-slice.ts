import type { ToastType } from '@app/domain'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

/** Modals the shell can open; one at a time. */
export type ModalName = 'login' | 'register' | 'language' | 'wallet' | 'forgotPassword' | 'invite' | 'confirm'

/** Side panels: on desktop beside the page, on mobile the chat covers it. */
export type PanelName = 'chat' | 'support' | 'betSlip' | 'myBet'

/** A toast's text is a translation key; `params` fill its placeholders, e.g. `{ limit: '100' }`. */
export type Toast = { type: ToastType; message: string; params?: Record<string, string | number>; id: number }

/** The wallet modal's tabs. */
export type WalletType = 'deposit' | 'withdraw' | 'transfer'

/** The profile screen's menu entries that show content (the wallet entry opens the modal instead). */
export const PROFILE_MENUS = [
  'rewards',
  'profile',
  'accounts',
  'transactions',
  'accountHistory',
  'vipClub',
  'responsiblePlay',
] as const
export type ProfileMenu = (typeof PROFILE_MENUS)[number]

/** The spec's global UI state, as far as the shell uses it. */
export type UiState = {
  openedModal: ModalName | null
  openedOffCanvas: PanelName | null
  isMobileMenuShow: boolean
  isIconMenuShow: boolean
  isInviteWindowShow: boolean
  isWalletShow: boolean
  walletType: WalletType
  isBetSlipButtonShow: boolean
  imSocketStatus: 'connecting' | 'connected' | 'disconnected'
  selectedProfileMenu: ProfileMenu
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
      // The spec's wallet opens on deposit unless asked for another tab (walletOpened).
      if (action.payload === 'wallet') state.walletType = 'deposit'
      state.isWalletShow = action.payload === 'wallet'
    },
    modalClosed(state) {
      state.openedModal = null
      state.isWalletShow = false
    },
    /** Opens the wallet modal on a tab, deposit by default. */
    walletOpened: {
      reducer(state, action: PayloadAction<WalletType>) {
        state.openedModal = 'wallet'
        state.isWalletShow = true
        state.walletType = action.payload
      },
      prepare(walletType: WalletType = 'deposit') {
        return { payload: walletType }
      },
    },
    walletTypeChanged(state, action: PayloadAction<WalletType>) {
      state.walletType = action.payload
    },
    profileMenuSelected(state, action: PayloadAction<ProfileMenu>) {
      state.selectedProfileMenu = action.payload
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
  walletOpened,
  walletTypeChanged,
  profileMenuSelected,
  panelOpened,
  panelClosed,
  mobileMenuToggled,
  iconMenuToggled,
  socketStatusChanged,
  toastShown,
  notificationCleared,
} = uiSlice.actions
