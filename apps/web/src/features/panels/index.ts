export { InviteWindow } from './invite-window'
export { SidePanel } from './side-panel'
