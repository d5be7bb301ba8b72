/** Sends the browser to the provider's checkout page (iyzico's form); it comes back by the callback. */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
