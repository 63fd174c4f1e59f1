// The first paint's public face: the entry starts holding the browser's install prompt, which comes
// once, often before the home page's content has rendered. What the download banner uses is in
// './offer': only the home page's lazily loaded content imports it, so it stays out of the first paint.
export { listenForInstallPrompt } from './install-prompt'
