export { ModerationPage } from './moderation-page'
