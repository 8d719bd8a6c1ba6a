/**
 * Full page reload behind an object so tests can replace it (jsdom cannot navigate).
 * Logout uses it to drop every piece of in-memory state after the session ends.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
