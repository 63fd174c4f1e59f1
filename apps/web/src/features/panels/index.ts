export { SidePanel } from './side-panel'
