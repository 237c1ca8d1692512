/*
 * Libos's Telegram sandbox: the Telegram client hosting the Mini App (/sandbox/telegram/app). It speaks Telegram's
 * web protocol with the iframe (JSON {eventType, eventData} posted both ways, docs/api.md "Telegram"): it draws the
 * app's MainButton and BackButton, answers its requests for the theme, viewport and safe areas, and shares the
 * user's phone with the bot when the app asks.
 */
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('tg-host-data').textContent);
  var byId = function (id) { return document.getElementById(id); };
  var frame = byId('tg-app');
  var appArea = frame.parentElement;
  var back = byId('tg-back');
  var themeToggle = byId('tg-theme');
  var safeAreaToggle = byId('tg-safe-area');
  var mainButton = byId('tg-main');
  var mainText = byId('tg-main-text');
  var mainProgress = byId('tg-main-progress');
  var toast = byId('tg-toast');
  var log = byId('tg-log');
  var dialog = byId('tg-phone');
  var phoneForm = byId('tg-phone-form');
  var phoneInput = byId('tg-phone-input');
  var phoneError = byId('tg-phone-error');
  var shareButton = phoneForm.querySelector('button[type=submit]');

  var theme = data.theme;
  var safeAreaOn = false;
  var closed = false;
  var LOG_KEPT = 40;

  function send(eventType, eventData) {
    if (closed || !frame.contentWindow) return;
    // The app may have gone to another page of the shop, or a payment page: whatever is in the frame gets it.
    frame.contentWindow.postMessage(JSON.stringify({ eventType: eventType, eventData: eventData }), '*');
  }

  function note(text) {
    var item = document.createElement('li');
    item.textContent = new Date().toTimeString().slice(0, 8) + ' ' + text;
    log.insertBefore(item, log.firstChild);
    while (log.children.length > LOG_KEPT) log.removeChild(log.lastChild);
  }

  var toastTimer = 0;
  function flash(text) {
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { toast.hidden = true; }, 1500);
  }

  function sendViewport() {
    send('viewport_changed', { height: appArea.clientHeight, is_expanded: true, is_state_stable: true });
  }

  function insets() {
    return {
      safe: { top: 0, bottom: safeAreaOn ? 34 : 0, left: 0, right: 0 },
      content: { top: 0, bottom: 0, left: 0, right: 0 },
    };
  }

  function sendSafeArea() { send('safe_area_changed', insets().safe); }
  function sendContentSafeArea() { send('content_safe_area_changed', insets().content); }
  function sendTheme() { send('theme_changed', { theme_params: data.themes[theme] }); }

  // ---- the buttons the app sets up ---------------------------------------------------------------------------------

  function setMainButton(params) {
    var wasVisible = !mainButton.hidden;
    var visible = !!params.is_visible && !closed;
    mainButton.hidden = !visible;
    if (visible) {
      if (typeof params.text === 'string') mainText.textContent = params.text;
      mainButton.style.backgroundColor = params.color || '';
      mainButton.style.color = params.text_color || '';
      mainButton.disabled = params.is_active === false;
      mainProgress.hidden = !params.is_progress_visible;
      mainButton.setAttribute('aria-busy', params.is_progress_visible ? 'true' : 'false');
    }
    // The app's viewport grows or shrinks by the button's bar.
    if (wasVisible !== visible) requestAnimationFrame(sendViewport);
  }

  function resetButtons() {
    setMainButton({ is_visible: false });
    back.hidden = true;
  }

  mainButton.addEventListener('click', function () {
    if (!mainButton.disabled) send('main_button_pressed');
  });
  back.addEventListener('click', function () { send('back_button_pressed'); });

  // ---- the phone the app asks for ----------------------------------------------------------------------------------

  function showPhoneError(text) {
    phoneError.textContent = text;
    phoneError.hidden = false;
  }

  function finishPhone(status) {
    if (dialog.open) dialog.close();
    note('phone_requested: ' + status);
    send('phone_requested', { status: status });
  }

  function requestPhone() {
    if (dialog.open) return;
    phoneError.hidden = true;
    shareButton.disabled = false;
    dialog.showModal();
    phoneInput.focus();
  }

  phoneForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var phoneNumber = phoneInput.value.replace(/[\s()-]/g, '');
    if (!/^\+998[0-9]{9}$/.test(phoneNumber)) {
      showPhoneError(data.texts.phoneRefused);
      return;
    }
    shareButton.disabled = true;
    var body = { telegramUserId: data.user.id, firstName: data.user.firstName, phoneNumber: phoneNumber, languageCode: data.user.languageCode };
    fetch(data.contactUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        shareButton.disabled = false;
        if (response.ok) finishPhone('sent');
        else showPhoneError(response.status === 400 ? data.texts.phoneRefused : data.texts.phoneFailed);
      })
      .catch(function () {
        shareButton.disabled = false;
        showPhoneError(data.texts.phoneFailed);
      });
  });
  byId('tg-phone-cancel').addEventListener('click', function () { finishPhone('cancelled'); });
  // Escape closes a modal dialog: the user declined.
  dialog.addEventListener('cancel', function (event) {
    event.preventDefault();
    finishPhone('cancelled');
  });

  // ---- closing, links ----------------------------------------------------------------------------------------------

  function closeApp() {
    if (closed) return;
    resetButtons();
    closed = true;
    frame.hidden = true;
    frame.src = 'about:blank';
    byId('tg-closed').hidden = false;
    note('closed');
  }

  byId('tg-close').addEventListener('click', closeApp);

  function openLink(url) {
    if (!/^https?:\/\//i.test(String(url))) return;
    window.open(url, '_blank', 'noopener,noreferrer');
  }

  // ---- the theme and safe area switches ----------------------------------------------------------------------------

  themeToggle.addEventListener('click', function () {
    theme = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', theme);
    themeToggle.setAttribute('aria-pressed', theme === 'dark' ? 'true' : 'false');
    note('theme_changed: ' + theme);
    sendTheme();
  });

  safeAreaToggle.addEventListener('click', function () {
    safeAreaOn = !safeAreaOn;
    safeAreaToggle.setAttribute('aria-pressed', safeAreaOn ? 'true' : 'false');
    byId('tg-home-indicator').hidden = !safeAreaOn;
    note('safe_area_changed: bottom ' + insets().safe.bottom);
    sendSafeArea();
  });

  var resizeTimer = 0;
  window.addEventListener('resize', function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(sendViewport, 100);
  });

  // A page of the app going away takes its buttons with it; the next one sets up its own.
  frame.addEventListener('load', function () {
    try {
      frame.contentWindow.addEventListener('pagehide', resetButtons);
    } catch (e) {
      // Another origin: nothing to watch.
    }
  });

  // ---- what the app says -------------------------------------------------------------------------------------------

  function haptic(params) {
    var what = params.type === 'impact' ? params.impact_style : params.type === 'notification' ? params.notification_type : 'selection';
    flash('haptic: ' + what);
    return what;
  }

  var HANDLERS = {
    web_app_ready: function () {},
    iframe_ready: function () {},
    web_app_expand: sendViewport,
    web_app_request_viewport: sendViewport,
    web_app_request_theme: sendTheme,
    web_app_request_safe_area: sendSafeArea,
    web_app_request_content_safe_area: sendContentSafeArea,
    web_app_setup_main_button: setMainButton,
    web_app_setup_back_button: function (params) { back.hidden = !params.is_visible; },
    web_app_trigger_haptic_feedback: haptic,
    web_app_request_phone: requestPhone,
    web_app_close: closeApp,
    web_app_open_link: function (params) { openLink(params.url); },
  };

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) return;
    var message;
    try {
      message = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (!message || typeof message.eventType !== 'string') return;
    var params = message.eventData && typeof message.eventData === 'object' ? message.eventData : {};
    var handler = HANDLERS[message.eventType];
    var detail = handler ? handler(params) : undefined;
    note(message.eventType + (typeof detail === 'string' ? ': ' + detail : params.text ? ': ' + params.text : ''));
  });
})();
