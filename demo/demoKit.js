// What demo/oauth.html and demo/pages.html both need, in plain ES3 like them (the demo runs in the
// old browsers the framework supports): an element by id, its text, an XMLHttpRequest, a value
// kept across the sign-in redirect (sessionStorage, or a cookie where there is none), a query
// parameter, and a token shortened for display.
var demoKit = {
  $: function (id) { return document.getElementById(id); },
  text: function (id, value, cls) {
    var node = document.getElementById(id);
    node.innerHTML = '';
    node.appendChild(document.createTextNode(value));
    if (cls) node.className = cls;
  },
  // Sends the request; done(status, responseText, xhr) once it has its answer.
  send: function (method, url, headers, body, done) {
    var xhr = new XMLHttpRequest(), name;
    xhr.open(method, url, true);
    for (name in headers) if (headers.hasOwnProperty(name)) xhr.setRequestHeader(name, headers[name]);
    xhr.onreadystatechange = function () { if (xhr.readyState === 4) done(xhr.status, xhr.responseText, xhr); };
    xhr.send(body);
  },
  remember: function (name, value) {
    try { window.sessionStorage.setItem(name, value); } catch (e) { document.cookie = name + '=' + encodeURIComponent(value) + '; path=/'; }
  },
  recall: function (name) {
    try { var value = window.sessionStorage.getItem(name); if (value !== null) return value; } catch (e) {}
    var match = new RegExp('(?:^|; )' + name + '=([^;]*)').exec(document.cookie);
    return match ? decodeURIComponent(match[1]) : null;
  },
  query: function (name) {
    var match = new RegExp('[?&]' + name + '=([^&#]*)').exec(location.search);
    return match ? decodeURIComponent(match[1].replace(/\+/g, ' ')) : null;
  },
  hide: function (value) { return value && value.length > 12 ? value.substring(0, 8) + '\u2026' : value; }
};
