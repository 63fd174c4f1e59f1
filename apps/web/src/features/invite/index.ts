export { InviteWindow } from './invite-window'
