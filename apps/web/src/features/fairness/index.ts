/** The fairness screen, loaded when its route is first visited. */
export const fairnessScreen = async () => (await import('./fairness-page')).FairnessPage
