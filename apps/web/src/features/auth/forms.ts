// The public face of the auth forms for other features' screens (profile, wallet): loaded with
// those screens, never with the frame.
export { useSendEmailCodeMutation, useSendPhoneCodeMutation } from './auth-api'
export { type FieldCheck, useAuthForm, useErrorsGoneWhenValid } from './use-auth-form'
