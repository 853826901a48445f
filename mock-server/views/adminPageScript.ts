// The admin page's one script (views/adminPage.ts): reads the admin API with XMLHttpRequest and
// draws the journal, faults, near misses, tokens, grants, LinkedIn-Versions with their sunset badges, recent posts, profile additions, members' verifications, media, company pages and their roles, webhooks and deliveries, clock and auto-approve state. ECMAScript 3
// like every script the service sends (test: adminPage.test.ts parses it as ES3); the one ES5
// built-in it needs, JSON, is checked first and the page says so when it is missing (IE 6/7).
// Every value goes into the page as a text node, never as markup.

/** How often the page reads the service again while "Live" is on, in milliseconds. */
export const ADMIN_PAGE_REFRESH_MS = 1000;

export const ADMIN_PAGE_SCRIPT = `(function () {
  var doc = document, token = '', live = true, selected = null, entries = [], timer = null, deliveries = [], openDelivery = null;
  function $(id) { return doc.getElementById(id); }
  function text(node, value) { while (node.firstChild) node.removeChild(node.firstChild); node.appendChild(doc.createTextNode(value == null ? '' : String(value))); return node; }
  function el(name, value, cls) { var node = doc.createElement(name); if (value != null) node.appendChild(doc.createTextNode(String(value))); if (cls) node.className = cls; return node; }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
  function say(message, bad) { var node = $('message'); text(node, message); node.className = bad ? 'error' : 'notice'; node.style.display = message ? 'block' : 'none'; }
  if (!window.JSON || !window.XMLHttpRequest) { say('This page needs a browser with JSON and XMLHttpRequest (IE 8 or later); the admin API itself answers any client.', true); return; }
  try { token = window.sessionStorage ? (window.sessionStorage.getItem('in-mock-admin-token') || '') : ''; } catch (e) { token = ''; }

  function call(method, path, body, done) {
    var xhr = new XMLHttpRequest(), sent = token;
    xhr.open(method, path, true);
    if (token) xhr.setRequestHeader('Authorization', 'Bearer ' + token);
    if (method !== 'GET') xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      var data = null;
      try { data = JSON.parse(xhr.responseText); } catch (e) { data = null; }
      if (xhr.status === 401 && sent !== token) return;
      if (xhr.status === 401) { $('token-form').style.display = 'block'; say((data && data.message) || 'This service needs the admin token.', true); return; }
      if (xhr.status < 200 || xhr.status > 299) { say((data && data.message) || ('The service answered ' + xhr.status + '.'), true); return; }
      if (done) done(data, xhr.responseText);
    };
    xhr.send(body === null ? null : JSON.stringify(body));
  }

  function filterQuery() {
    var parts = [], method = $('f-method').value, path = $('f-path').value, status = $('f-status').value;
    if (method) parts.push('method=' + encodeURIComponent(method));
    if (path) parts.push('path=' + encodeURIComponent(path));
    if (/^\\d{3}$/.test(status)) parts.push('status=' + encodeURIComponent(status));
    return parts.length ? '?' + parts.join('&') : '';
  }

  function pathOf(url) { var m = /^[a-z]+:\\/\\/[^\\/]+(\\/[^#]*)?/i.exec(url); return m && m[1] ? m[1] : url; }

  // A status class (4xx) is filtered here; an exact status by the admin API.
  function statusClass(list) {
    var wanted = /^(\\d)xx$/i.exec($('f-status').value), out = [], i;
    if (!wanted) return list;
    for (i = 0; i < list.length; i++) if (list[i].status !== null && String(list[i].status).charAt(0) === wanted[1]) out.push(list[i]);
    return out;
  }

  function drawJournal(list) {
    list = statusClass(list);
    entries = list;
    var body = clear($('journal-rows')), i, e, row, cell, link;
    text($('journal-count'), list.length + ' request' + (list.length === 1 ? '' : 's'));
    for (i = list.length - 1; i >= 0; i--) {
      e = list[i];
      row = doc.createElement('tr');
      if (selected === e.seq) row.className = 'selected';
      row.appendChild(el('td', e.seq));
      row.appendChild(el('td', e.at.substring(11, 23)));
      row.appendChild(el('td', e.method));
      cell = doc.createElement('td');
      link = el('a', pathOf(e.url));
      link.href = '#request-' + e.seq;
      link.setAttribute('data-seq', String(e.seq));
      link.onclick = open;
      cell.appendChild(link);
      row.appendChild(cell);
      row.appendChild(el('td', (e.status === null ? 'dropped' : e.status) + (e.unserved ? ' not mocked' : ''), e.status >= 400 || e.status === null ? 'bad' : ''));
      row.appendChild(el('td', e.durationMs + ' ms'));
      row.appendChild(el('td', e.fault ? '#' + e.fault : ''));
      body.appendChild(row);
    }
    if (selected !== null) drawDetails();
  }

  function open() { selected = Number(this.getAttribute('data-seq')); drawDetails(); drawJournal(entries); return false; }

  function headerList(headers) {
    var dl = doc.createElement('dl'), name;
    for (name in headers) if (Object.prototype.hasOwnProperty.call(headers, name)) { dl.appendChild(el('dt', name)); dl.appendChild(el('dd', headers[name])); }
    return dl;
  }

  function bodyBlock(seq, part, bodyText, headers) {
    var type = headers['content-type'] || '', box = doc.createElement('div'), link;
    if (bodyText == null || bodyText === '') { box.appendChild(el('p', '(no body)', 'muted')); return box; }
    if (/html/i.test(type)) {
      link = el('a', 'HTML page, ' + bodyText.length + ' characters: open it (scripts off)');
      link.href = '/__admin/requests/' + seq + '/' + part + '-body';
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      box.appendChild(link);
      return box;
    }
    box.appendChild(el('pre', bodyText));
    return box;
  }

  function drawDetails() {
    var panel = clear($('details')), i, e = null, list;
    for (i = 0; i < entries.length; i++) if (entries[i].seq === selected) e = entries[i];
    if (!e) { panel.appendChild(el('p', 'Choose a request in the journal to see its headers and bodies (secrets redacted).', 'muted')); return; }
    panel.appendChild(el('h3', '#' + e.seq + ' ' + e.method + ' ' + pathOf(e.url) + ' \\u2192 ' + (e.status === null ? 'dropped' : e.status)));
    if (e.unserved) {
      panel.appendChild(el('div', 'LinkedIn serves this; this mock does not (yet): ' + e.unserved.resource + ' (' + e.unserved.product + '). The answer is the 404 LinkedIn gives a path it has no route for.', 'cut'));
      panel.appendChild(el('p', 'Where the name comes from: ' + e.unserved.source, 'note muted'));
    }
    if (e.notes && e.notes.length) {
      panel.appendChild(el('h4', 'Notes'));
      list = doc.createElement('ul');
      for (i = 0; i < e.notes.length; i++) list.appendChild(el('li', e.notes[i]));
      panel.appendChild(list);
    }
    panel.appendChild(el('h4', 'Request headers'));
    panel.appendChild(headerList(e.requestHeaders));
    panel.appendChild(el('h4', 'Request body'));
    panel.appendChild(bodyBlock(e.seq, 'request', e.requestBody, e.requestHeaders));
    panel.appendChild(el('h4', 'Response headers'));
    panel.appendChild(headerList(e.responseHeaders));
    panel.appendChild(el('h4', 'Response body'));
    panel.appendChild(bodyBlock(e.seq, 'response', e.responseBody, e.responseHeaders));
  }

  function patternText(f) {
    var parts = [(f.method || 'any method'), f.path], name;
    for (name in f.query || {}) if (Object.prototype.hasOwnProperty.call(f.query, name)) parts.push(name + '=' + f.query[name]);
    for (name in f.headers || {}) if (Object.prototype.hasOwnProperty.call(f.headers, name)) parts.push(name + ': ' + f.headers[name]);
    return parts.join(' ');
  }
  function answerText(f) {
    var parts = [];
    if (f.status) parts.push(String(f.status) + (f.unauthorized ? ' ' + f.unauthorized : ''));
    if (f.fail) parts.push(f.fail);
    if (f.delayMs) parts.push('delay ' + f.delayMs + ' ms');
    if (f.share) parts.push('share ' + f.share);
    return parts.join(', ');
  }

  // The first "ids" cells of a row are ids and names: kept on one line (the table scrolls instead).
  function rows(id, list, cells, empty, ids) {
    var body = clear($(id)), i, row, values, j;
    if (!list.length) { row = doc.createElement('tr'); values = el('td', empty, 'muted'); values.colSpan = 8; row.appendChild(values); body.appendChild(row); return; }
    for (i = 0; i < list.length; i++) {
      row = doc.createElement('tr');
      values = cells(list[i]);
      for (j = 0; j < values.length; j++) row.appendChild(el('td', values[j], j < (ids || 0) ? 'id' : undefined));
      body.appendChild(row);
    }
  }
  // Media: one row each, with buttons that hold, release or fail its processing (POST /__admin/media).
  function mediaButton(urn, processing, label) {
    var button = el('button', label);
    button.type = 'button';
    button.onclick = function () { change('POST', '/__admin/media', { urn: urn, processing: processing }, label + ': ' + urn + '.'); };
    return button;
  }
  // A link to a post's page, /feed/update/{urn}/, opened beside the admin page; only a post URN
  // makes one (whatever else came in the data stays text).
  function postLink(urn) {
    var link;
    if (!/^urn:li:(share|ugcPost):\\d+$/.test(String(urn))) return el('span', urn);
    link = el('a', urn);
    link.href = '/feed/update/' + urn + '/';
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    return link;
  }
  function pad(n) { return n < 10 ? '0' + n : String(n); }
  function utc(ms) { var d = new Date(ms); return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()) + ' ' + pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes()) + ':' + pad(d.getUTCSeconds()); }
  function shortened(value, max) { value = String(value == null ? '' : value); return value.length > max ? value.substring(0, max - 1) + '\\u2026' : value; }
  function emptyRow(body, message, columns) { var row = doc.createElement('tr'), cell = el('td', message, 'muted'); cell.colSpan = columns; row.appendChild(cell); body.appendChild(row); }
  // Posts: the most recent first (GET /__admin/posts), each with its page, author, commentary as
  // published (little text's cut and what it dropped), media with their status and the counts.
  function drawPosts(list) {
    var body = clear($('posts-rows')), i, j, p, m, row, cell, line;
    text($('posts-count'), list.length + ' shown');
    if (!list.length) { emptyRow(body, 'No posts.', 7); return; }
    for (i = 0; i < list.length; i++) {
      p = list[i];
      row = doc.createElement('tr');
      cell = doc.createElement('td');
      cell.className = 'id';
      cell.appendChild(postLink(p.urn));
      row.appendChild(cell);
      row.appendChild(el('td', utc(p.publishedAt), 'id'));
      cell = doc.createElement('td');
      cell.appendChild(el('div', p.author.name));
      cell.appendChild(el('div', p.author.urn, 'muted'));
      row.appendChild(cell);
      cell = doc.createElement('td');
      cell.className = 'text';
      cell.appendChild(p.commentary ? el('div', p.commentary + (p.edited ? ' (edited)' : '')) : el('div', '(no commentary)' + (p.edited ? ' (edited)' : ''), 'muted'));
      if (p.cut) cell.appendChild(el('div', 'Little text cut it at character ' + p.cut.at + '; dropped: ' + shortened(p.cut.dropped, 60), 'cut'));
      row.appendChild(cell);
      cell = doc.createElement('td');
      for (j = 0; j < p.media.length; j++) {
        m = p.media[j];
        cell.appendChild(el('div', m.urn + ' ' + m.status, m.status === 'AVAILABLE' ? '' : m.status === 'PROCESSING' || m.status === 'WAITING_UPLOAD' ? 'muted' : 'bad'));
      }
      if (p.article) cell.appendChild(el('div', 'Article: ' + p.article));
      if (p.reshareOf) { line = el('div', 'Reshares '); line.appendChild(postLink(p.reshareOf)); cell.appendChild(line); }
      row.appendChild(cell);
      row.appendChild(el('td', p.comments));
      row.appendChild(el('td', p.reactions));
      body.appendChild(row);
    }
  }
  function drawMedia(list) {
    var body = clear($('media-rows')), i, m, row, cell;
    if (!list.length) { emptyRow(body, 'No media uploaded.', 6); return; }
    for (i = 0; i < list.length; i++) {
      m = list[i];
      row = doc.createElement('tr');
      row.appendChild(el('td', m.urn, 'id'));
      row.appendChild(el('td', m.type));
      row.appendChild(el('td', m.owner, 'id'));
      row.appendChild(el('td', m.status + (m.held ? ' (held)' : '') + (m.failureReason ? ': ' + m.failureReason : ''), m.status === 'PROCESSING_FAILED' ? 'bad' : ''));
      cell = doc.createElement('td');
      if (m.post) { cell.className = 'id'; cell.appendChild(postLink(m.post)); }
      row.appendChild(cell);
      cell = doc.createElement('td');
      cell.appendChild(mediaButton(m.urn, 'hold', 'Hold'));
      cell.appendChild(mediaButton(m.urn, 'release', 'Release'));
      cell.appendChild(mediaButton(m.urn, 'fail', 'Fail'));
      row.appendChild(cell);
      body.appendChild(row);
    }
  }
  // Pages: each company page (GET /__admin/pages) spans the rows of its role assignments, one row
  // when it has none; a role not APPROVED is marked (REQUESTED muted, REJECTED and REVOKED bad).
  function drawPages(list) {
    var body = clear($('pages-rows')), i, j, p, r, row, cell, span;
    text($('pages-count'), list.length + ' page' + (list.length === 1 ? '' : 's'));
    if (!list.length) { emptyRow(body, 'No company pages.', 6); return; }
    for (i = 0; i < list.length; i++) {
      p = list[i];
      span = p.roles.length || 1;
      for (j = 0; j < span; j++) {
        row = doc.createElement('tr');
        if (j === 0) {
          cell = el('td', p.urn, 'id');
          cell.rowSpan = span;
          row.appendChild(cell);
          cell = doc.createElement('td');
          cell.rowSpan = span;
          cell.appendChild(el('div', p.name));
          cell.appendChild(el('div', p.vanityName, 'muted'));
          row.appendChild(cell);
          cell = el('td', p.followers);
          cell.rowSpan = span;
          row.appendChild(cell);
        }
        r = p.roles[j];
        if (!r) { cell = el('td', 'No roles.', 'muted'); cell.colSpan = 3; row.appendChild(cell); body.appendChild(row); continue; }
        cell = doc.createElement('td');
        cell.appendChild(el('div', r.name));
        cell.appendChild(el('div', r.member, 'muted'));
        row.appendChild(cell);
        row.appendChild(el('td', r.role, 'id'));
        row.appendChild(el('td', r.state, r.state === 'APPROVED' ? '' : r.state === 'REQUESTED' ? 'muted' : 'bad'));
        body.appendChild(row);
      }
    }
  }
  // LinkedIn-Versions (GET /__admin/versions): one row each, and a badge above the table for each
  // that needs attention (ends within the warning days, has ended, was never released).
  function drawVersions(data) {
    var body = clear($('versions-rows')), badges = clear($('version-badges')), i, v, row;
    text($('versions-window'), data.active ? 'active now: ' + data.active.oldest + ' to ' + data.active.newest + ' (send ' + data.active.version + ')' : 'none active at this time');
    text($('versions-days'), data.warningDays);
    for (i = 0; i < data.versions.length; i++) {
      v = data.versions[i];
      if (v.badge) badges.appendChild(el('p', v.badge, 'badge' + (v.state === 'active' ? '' : ' ended')));
    }
    if (!data.versions.length) { emptyRow(body, 'No /rest call has sent a LinkedIn-Version yet.', 7); return; }
    for (i = 0; i < data.versions.length; i++) {
      v = data.versions[i];
      row = doc.createElement('tr');
      row.appendChild(el('td', v.version, 'id'));
      row.appendChild(el('td', v.calls));
      row.appendChild(el('td', v.refused, v.refused ? 'bad' : ''));
      row.appendChild(el('td', v.release || '', 'id'));
      row.appendChild(el('td', v.sunset || (v.release ? 'not published' : ''), 'id'));
      row.appendChild(el('td', v.daysLeft === null ? '' : v.daysLeft, v.badge ? 'bad' : ''));
      row.appendChild(el('td', v.state, v.state === 'active' ? '' : 'bad'));
      body.appendChild(row);
    }
  }
  // Webhooks: one row each, a BLOCKED one marked, its latest challenge and when the next comes.
  function drawWebhooks(list) {
    var body = clear($('webhook-rows')), i, w, last, row;
    text($('webhooks-count'), list.length + ' registered');
    if (!list.length) { emptyRow(body, 'No webhooks registered.', 6); return; }
    for (i = 0; i < list.length; i++) {
      w = list[i];
      last = w.challenges.length ? w.challenges[w.challenges.length - 1] : null;
      row = doc.createElement('tr');
      row.appendChild(el('td', w.url));
      row.appendChild(el('td', w.apiKey, 'id'));
      row.appendChild(el('td', w.status + (w.source === 'fixture' ? ' (fixture)' : ''), w.status === 'BLOCKED' ? 'bad' : ''));
      row.appendChild(el('td', w.consecutiveFailures, w.consecutiveFailures ? 'bad' : ''));
      row.appendChild(el('td', last ? utc(last.at) + ' ' + (last.passed ? 'passed' : 'failed: ' + last.problem) : 'none yet', last && !last.passed ? 'bad' : last ? '' : 'muted'));
      row.appendChild(el('td', w.status === 'BLOCKED' ? 'none: blocked' : utc(w.nextValidationAt), 'id'));
      body.appendChild(row);
    }
  }
  function attemptText(a) {
    return utc(a.at) + ': ' + (a.status === null ? 'no answer' : a.status) + (a.error ? ' (' + a.error + ')' : '') + ', ' + a.durationMs + ' ms' + (a.duplicate ? ', duplicate' : '') + (a.answer ? ': ' + shortened(a.answer, 120) : '');
  }
  function drawDelivery() {
    var panel = clear($('delivery-details')), i, d = null, list, name;
    for (i = 0; i < deliveries.length; i++) if (deliveries[i].id === openDelivery) d = deliveries[i];
    if (!d) return;
    panel.appendChild(el('h3', 'Delivery #' + d.id + ' to ' + d.url + ': ' + d.status));
    if (d.reason) panel.appendChild(el('p', d.reason, d.status === 'DELIVERED' ? '' : 'bad'));
    panel.appendChild(el('h4', 'Headers'));
    list = doc.createElement('dl');
    for (name in d.headers) if (Object.prototype.hasOwnProperty.call(d.headers, name)) { list.appendChild(el('dt', name)); list.appendChild(el('dd', d.headers[name])); }
    panel.appendChild(list);
    panel.appendChild(el('h4', 'Body'));
    panel.appendChild(el('pre', d.body));
    panel.appendChild(el('h4', 'Attempts'));
    if (!d.attempts.length) panel.appendChild(el('p', 'None.', 'muted'));
    list = doc.createElement('ul');
    for (i = 0; i < d.attempts.length; i++) list.appendChild(el('li', attemptText(d.attempts[i])));
    panel.appendChild(list);
  }
  function openDeliveryRow() { openDelivery = Number(this.getAttribute('data-id')); drawDelivery(); return false; }
  // Deliveries: the newest first; the number opens its details; a delivery not (yet) received is marked.
  function drawDeliveries(list) {
    var body = clear($('delivery-rows')), i, d, row, cell, link, last;
    deliveries = list;
    text($('deliveries-count'), list.length + ' made');
    if (!list.length) { emptyRow(body, 'No deliveries.', 7); drawDelivery(); return; }
    for (i = list.length - 1; i >= 0; i--) {
      d = list[i];
      last = d.attempts.length ? d.attempts[d.attempts.length - 1] : null;
      row = doc.createElement('tr');
      cell = doc.createElement('td');
      cell.className = 'id';
      link = el('a', '#' + d.id);
      link.href = '#delivery-' + d.id;
      link.setAttribute('data-id', String(d.id));
      link.onclick = openDeliveryRow;
      cell.appendChild(link);
      row.appendChild(cell);
      row.appendChild(el('td', utc(d.createdAt), 'id'));
      row.appendChild(el('td', d.event + (d.actions.length ? ' ' + d.actions.join(', ') : '')));
      row.appendChild(el('td', d.url));
      row.appendChild(el('td', d.status + (d.status === 'PENDING' && d.nextAttemptAt !== null && d.attempts.length ? ', next ' + utc(d.nextAttemptAt) : ''), d.status === 'DELIVERED' ? '' : d.status === 'PENDING' ? 'muted' : 'bad'));
      row.appendChild(el('td', d.attempts.length));
      row.appendChild(el('td', last ? (last.status === null ? last.error : last.status) : (d.reason || ''), last && last.status !== null && last.status < 300 ? '' : 'bad'));
      body.appendChild(row);
    }
    drawDelivery();
  }
  function abbreviated(value) { value = String(value || ''); return value.length > 12 ? value.substring(0, 8) + '\\u2026' : value; }

  // An answer is drawn only when no answer asked for later has been drawn in its panel: a refresh
  // started before the filters changed can come back after the filtered one, and must not redraw
  // the stale rows over it. The live refresh (every second) redraws a panel only when its answer
  // changed: a redraw replaces the rows and their buttons, and a click whose press and release
  // straddle one was lost (a person's or a test's). A refresh someone asked for always redraws.
  var asked = 0, drawn = {}, drawnText = {}, polling = false;
  function latest(panel, draw) {
    var mine = ++asked, auto = polling;
    return function (data, text) {
      if (drawn[panel] > mine) return;
      drawn[panel] = mine;
      if (auto && drawnText[panel] === text) return;
      drawnText[panel] = text;
      draw(data);
    };
  }

  function refresh() {
    call('GET', '/__admin/requests' + filterQuery(), null, latest('journal', function (data) { drawJournal(data.requests); }));
    call('GET', '/__admin/faults', null, latest('faults', function (data) {
      rows('fault-rows', data.faults, function (f) { return ['#' + f.id, patternText(f), answerText(f), f.matched, f.fired, f.times === null ? 'until cleared' : f.times]; }, 'No faults are waiting.');
    }));
    call('GET', '/__admin/near-misses', null, latest('misses', function (data) {
      rows('miss-rows', data.nearMisses, function (m) { return ['#' + m.seq, m.method + ' ' + m.path, '#' + m.fault, m.reason]; }, 'No near misses.');
    }));
    call('GET', '/__admin/tokens', null, latest('tokens', function (data) {
      rows('token-rows', data.tokens, function (t) { return [abbreviated(t.token), t.memberId, t.apiKey, (t.scopes || []).join(' '), t.protocol, t.status]; }, 'No tokens issued.', 3);
    }));
    call('GET', '/__admin/grants', null, latest('grants', function (data) {
      rows('grant-rows', data.grants, function (g) { return [g.memberId, g.apiKey, (g.scopes || []).join(' '), new Date(g.grantedAt).toUTCString()]; }, 'No grants.', 2);
    }));
    call('GET', '/__admin/posts', null, latest('posts', function (data) { drawPosts(data.posts); }));
    call('GET', '/__admin/profile-additions', null, latest('added', function (data) {
      var list = data.profileAdditions;
      text($('added-count'), list.length + ' shown');
      rows('added-rows', list, function (a) {
        return [utc(a.addedAt), a.member.name + ' (' + a.member.id + ')', a.name, (a.organization || '') + (a.organizationId ? ' (page ' + a.organizationId + ')' : ''),
          a.issued ? a.issued.year + (a.issued.month ? '-' + pad(a.issued.month) : '') : '', (a.credentialId || '') + (a.credentialUrl ? ' ' + a.credentialUrl : '')];
      }, 'Nothing added through Add to Profile links.');
    }));
    call('GET', '/__admin/verifications', null, latest('verified', function (data) {
      var list = data.verifications;
      text($('verified-count'), list.length + ' verified');
      rows('verified-rows', list, function (v) {
        return [v.member.name + ' (' + v.member.id + ')', v.identity ? utc(v.identity.verifiedAt) + (v.identity.method ? ' ' + v.identity.method : '') : 'not verified',
          v.workplace ? v.workplace.organizationName + ', ' + utc(v.workplace.verifiedAt) + (v.workplace.method ? ' ' + v.workplace.method : '') : 'not verified'];
      }, 'No member is verified.');
    }));
    call('GET', '/__admin/media', null, latest('media', function (data) { drawMedia(data.media); }));
    call('GET', '/__admin/pages', null, latest('pages', function (data) { drawPages(data.pages); }));
    call('GET', '/__admin/webhooks', null, latest('webhooks', function (data) { drawWebhooks(data.webhooks); }));
    call('GET', '/__admin/deliveries', null, latest('deliveries', function (data) { drawDeliveries(data.deliveries); }));
    call('GET', '/__admin/clock', null, latest('clock', function (data) { text($('clock-now'), data.now); }));
    call('GET', '/__admin/versions', null, latest('versions', drawVersions));
    call('GET', '/__admin/as-of', null, latest('asOf', function (data) { text($('as-of'), data.asOf ? 'as it was on ' + data.asOf + ' (replayed)' : "today's, with a working v1 era"); }));
    call('GET', '/__admin/auto-approve', null, latest('auto', function (data) {
      text($('auto-state'), data.member ? 'approves every sign-in as ' + data.member : 'off: the dialog asks');
      text($('auto-queue'), data.queue.length ? 'queued for the next sign-ins: ' + data.queue.join(', ') : '');
    }));
  }

  function schedule() { if (timer) clearTimeout(timer); timer = setTimeout(function () { if (live) { polling = true; refresh(); polling = false; } schedule(); }, ${ADMIN_PAGE_REFRESH_MS}); }
  function change(method, path, body, done) { call(method, path, body, function (data) { say(done || '', false); refresh(); }); }

  $('filters').onsubmit = function () { refresh(); return false; };
  $('f-method').onchange = refresh;
  $('live').onclick = function () { live = this.checked; };
  $('clear-faults').onclick = function () { change('DELETE', '/__admin/faults', null, 'Faults cleared.'); };
  $('reset').onclick = function () { if (window.confirm('Reset the service: tokens, grants, sessions, journal, faults, clock and fixtures as at start?')) { selected = null; change('POST', '/__admin/reset', {}, 'The service is reset.'); } };
  $('clock-minute').onclick = function () { change('POST', '/__admin/clock', { advanceSeconds: 60 }, 'Clock moved 1 minute on.'); };
  $('clock-hour').onclick = function () { change('POST', '/__admin/clock', { advanceSeconds: 3600 }, 'Clock moved 1 hour on.'); };
  $('clock-day').onclick = function () { change('POST', '/__admin/clock', { advanceSeconds: 86400 }, 'Clock moved 1 day on.'); };
  $('clock-real').onclick = function () { change('POST', '/__admin/clock', { now: null }, 'Clock back to real time.'); };
  $('auto-form').onsubmit = function () { var id = $('auto-member').value; change('POST', '/__admin/auto-approve', { memberId: id ? id : null }, id ? 'Sign-ins approved as ' + id + '.' : 'Auto-approve off.'); return false; };
  function verification(remove) {
    var id = $('verify-member').value, category = $('verify-category').value, body = { memberId: id };
    body[category] = remove ? null : (category === 'workplace' ? { organizationName: $('verify-organization').value } : {});
    change('POST', '/__admin/verifications', body, (remove ? 'Removed the ' : 'Verified the ') + category + ' of ' + id + '.');
  }
  $('verify-form').onsubmit = function () { verification(false); return false; };
  $('verify-remove').onclick = function () { verification(true); };
  $('token-form').onsubmit = function () {
    token = $('admin-token').value;
    try { if (window.sessionStorage) window.sessionStorage.setItem('in-mock-admin-token', token); } catch (e) {}
    this.style.display = 'none'; say('', false); refresh(); return false;
  };
  drawDetails();
  refresh();
  schedule();
})();`;
