/**
 * Leaving the app for another site (an identity provider, a checkout), or saving a file. Callers
 * go through this object so tests can spy on it (jsdom cannot navigate away or download).
 */
export const browser = {
  /**
   * This site's origin for absolute links (share links), also while the server renders a page
   * (ADR 019), where there is no window: the links are rendered again in the browser.
   */
  origin(): string {
    return typeof window === 'undefined' ? '' : window.location.origin;
  },
  redirectTo(url: string): void {
    window.location.assign(url);
  },
  /** Hands a file to the browser's downloads, named `name`. */
  saveFile(blob: Blob, name: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
