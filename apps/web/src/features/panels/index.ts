export { type PanelContents, SidePanel } from './side-panel'
