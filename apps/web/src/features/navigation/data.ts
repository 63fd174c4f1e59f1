// The public face of the navigation's parts that show the player's data: it brings the data layer
// (RTK Query), so only screens import it, never the first paint.
export { CurrencyPicker } from './currency-picker'
