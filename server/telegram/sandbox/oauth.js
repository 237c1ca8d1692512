/*
 * Libos's Telegram sandbox: the Login Widget's popup (/sandbox/telegram/oauth), playing oauth.telegram.org/auth.
 * Accept has the server sign the user's fields with the sandbox bot's token, then hands them to the page that
 * opened the popup as Telegram does: postMessage of JSON {event: 'auth_result', result} to the origin it named
 * (which the server checked is the shop's own); Cancel hands over result false. Either way the popup closes.
 */
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('tg-oauth-data').textContent);
  var form = document.getElementById('tg-oauth');
  var error = document.getElementById('tg-oauth-error');
  var accept = form.querySelector('button[type=submit]');

  function answer(result) {
    if (window.opener) window.opener.postMessage(JSON.stringify({ event: 'auth_result', result: result }), data.origin);
    window.close();
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    error.hidden = true;
    var fields = new FormData(form);
    var body = { id: Number(fields.get('id')), first_name: String(fields.get('first_name') || '').trim() };
    var username = String(fields.get('username') || '').trim();
    if (username) body.username = username;
    accept.disabled = true;
    fetch(data.signUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(answer)
      .catch(function () {
        accept.disabled = false;
        error.hidden = false;
      });
  });

  document.getElementById('tg-oauth-cancel').addEventListener('click', function () { answer(false); });
})();
