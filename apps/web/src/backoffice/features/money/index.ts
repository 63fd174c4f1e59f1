export { MoneyPage } from './money-page'
