// The shell imports this public face for the route table, so it stays light: the screens load
// with their routes.

/**
 * The content screens (announcements, promotions, help, FAQ, legal pages), loaded when one of
 * their routes is first visited; the screen shows the page its path names. Their texts are the
 * footer's help and legal links', which every page loads just after its first paint, so the
 * screens do not wait for them here.
 */
export const infoScreen = () => import('./info').then((screens) => screens.InfoScreen)

/** The content routes: a list and its items share a route, whose optional segment names the item. */
export const INFO_ROUTES = [
  'announcements/:id?',
  'promotions/:id?',
  'agreement',
  'help/:key?',
  'faq',
  'legal/:key?',
]
