/** Sends the browser to a hosted payment page; an object so tests can watch where it goes. */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url)
  },
}
