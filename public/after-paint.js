// The entry of a page the server sends drawn (issue 26, server/plugins/prerendered-page.ts): the
// app's module script and its preloads are added once the page has painted, so the first paint
// waits for the HTML alone and not for React to download and run. The form takes typing before
// that (the HTML's own fields); src/main.tsx then hydrates what is there.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var added = false;
  function add(tag, attribute, url) {
    var element = document.createElement(tag);
    if (tag === 'script') element.type = 'module';
    else element.rel = 'modulepreload';
    element.crossOrigin = '';
    element[attribute] = url;
    document.head.appendChild(element);
  }
  function load() {
    if (added) return;
    added = true;
    preloads.forEach(function (url) {
      add('link', 'href', url);
    });
    add('script', 'src', entry);
  }
  // After the frame that paints (a task queued from its animation frame runs once it is drawn); a
  // hidden page draws no frame, so a timer stands in.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();
