// Applies the saved theme before the first paint so a dark-theme user never sees a light flash.
// Kept as an external file because the server's Content-Security-Policy forbids inline scripts.
(() => {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('vez.theme') === 'dark') theme = 'dark';
  } catch (_) {
    // Storage may be blocked (privacy mode); the light default is fine then.
  }
  document.documentElement.dataset.theme = theme;
})();
