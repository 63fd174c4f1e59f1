/** The racing screen (ten-car racing and airship), loaded when its route is first visited. */
export const racingScreen = async () => (await import('./racing-page')).RacingPage
