// The app's code for a page the server has drawn (ADR 019): the page is readable already, so its
// code is fetched once the page and its first pictures have loaded, and does not share a slow
// connection with them. The server names the code's file in `data-entry`.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    import(entry);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
