// The public face of the signed-in player's data: it brings the data layer (RTK Query), so only
// screens and the frame's lazily loaded parts import it, never the first paint.
export {
  useChangeCurrencyMutation,
  useMemberAccountQuery,
  useMemberInfoQuery,
  useSignOutMutation,
} from './member-api'
