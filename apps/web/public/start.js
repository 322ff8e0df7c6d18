// The app's code for a page the server has rendered (ADR 019): the page is readable already, so its
// code is fetched once the page and its first pictures have loaded, and does not share a slow
// connection with them. The server names the code's file in `data-entry` and the files it
// imports in `data-modules` (ADR 028): all are asked for at once, three per task (as
// src/lib/preload-in-steps.ts does), then run one file per task, so that no single task runs all
// of the app's start.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var LINKS_PER_STEP = 3;

  function nextTask() {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0);
    });
  }

  function ask(files) {
    files.slice(0, LINKS_PER_STEP).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (files.length > LINKS_PER_STEP) {
      setTimeout(function () {
        ask(files.slice(LINKS_PER_STEP));
      }, 0);
    }
  }

  function start() {
    ask(modules.concat(entry));
    modules
      .reduce(function (ran, href) {
        return ran
          .then(function () {
            return import(href);
          })
          .then(nextTask);
      }, Promise.resolve())
      // A file that failed fails the entry too; the page then stays as the server rendered it.
      .catch(function () {})
      .then(function () {
        return import(entry);
      });
  }
  // After the next frame: with few pictures the page may load before its first paint, and the
  // app's code would then run ahead of it.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
