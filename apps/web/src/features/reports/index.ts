import { withTexts } from '../../i18n/i18n'
import { REPORTS_TEXTS } from './reports-texts'

// The shell imports this public face for the route table, so it stays light: the report and its
// styles load with the reports route, its charts (recharts) with the first report that has bets.

/** The reports screen, loaded when its route is first visited. */
export const reportsScreen = () =>
  withTexts(() => import('./reports').then((report) => report.ReportsPage), REPORTS_TEXTS)
