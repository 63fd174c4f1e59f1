import { DEFAULT_ROLE_NAME, type RoleName } from '@app/domain'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'

export type AuthState = {
  userId: number | null
  isAuthorized: boolean
  role: RoleName
  inviteCode: string | null
  /** When a session could not be renewed; the shell then shows /login after 5 s. */
  expiredAt: number | null
}

/** A stored token marks the player as signed in when the app starts. */
export function initialAuthState(): AuthState {
  const userId = Number(readStored(STORAGE_KEYS.userId))
  const role = readStored(STORAGE_KEYS.role)
  return {
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    isAuthorized: Boolean(readStored(STORAGE_KEYS.token)),
    role: role === 'agent' ? 'agent' : DEFAULT_ROLE_NAME,
    inviteCode: readStored(STORAGE_KEYS.inviteCode) ?? null,
    expiredAt: null,
  }
}

export type SignedIn = { token: string; freshToken: string; userId: number; role: RoleName }

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<SignedIn>) {
      state.isAuthorized = true
      state.userId = action.payload.userId
      state.role = action.payload.role
      state.expiredAt = null
    },
    /** A 401 that no refresh could cure: the spec clears the token and user id. */
    sessionExpired(state, action: PayloadAction<number>) {
      state.isAuthorized = false
      state.userId = null
      state.expiredAt = action.payload
    },
    expiryHandled(state) {
      state.expiredAt = null
    },
    /** Logout and a failed refresh both end here: nothing of the session stays. */
    signedOut(state) {
      state.isAuthorized = false
      state.userId = null
      state.role = DEFAULT_ROLE_NAME
    },
  },
})

export const { signedIn, signedOut, sessionExpired, expiryHandled } = authSlice.actions

/** Keeps the session's storage keys in step with sign-in and sign-out. */
export function persistSession(action: { type: string; payload?: unknown }): void {
  if (signedIn.match(action)) {
    writeStored(STORAGE_KEYS.token, action.payload.token)
    writeStored(STORAGE_KEYS.freshToken, action.payload.freshToken)
    writeStored(STORAGE_KEYS.userId, String(action.payload.userId))
    writeStored(STORAGE_KEYS.role, action.payload.role)
  } else if (sessionExpired.match(action)) {
    writeStored(STORAGE_KEYS.token, undefined)
    writeStored(STORAGE_KEYS.userId, undefined)
  } else if (signedOut.match(action)) {
    writeStored(STORAGE_KEYS.token, undefined)
    writeStored(STORAGE_KEYS.freshToken, undefined)
    writeStored(STORAGE_KEYS.userId, undefined)
    writeStored(STORAGE_KEYS.role, undefined)
  }
}
