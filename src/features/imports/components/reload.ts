/** Reloads the page (the seed's OK of the 'Upload Status' modal); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
