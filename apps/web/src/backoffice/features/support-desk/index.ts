export { AgentProvider, useAgent } from './agent'
export { AgentStatus } from './agent-status'
export { SupportDeskPage } from './support-desk-page'
