/*
 * Part 4 of the sandbox's telegram-web-app.js: window.Telegram.WebApp itself, its theme and contact events, and what
 * the script asks of its client as it starts.
 */

// ---- theme, contact ----------------------------------------------------------------------------------------------

onProtocolEvent('theme_changed', function (eventType, data) {
  if (!data || !data.theme_params) return;
  setThemeParams(data.theme_params);
  // The button's colours follow the theme unless the app set its own.
  MainButton.setParams({});
  emit('themeChanged');
});

var contactRequest = false;
onProtocolEvent('phone_requested', function (eventType, data) {
  if (!contactRequest) return;
  var request = contactRequest;
  contactRequest = false;
  var status = data && data.status;
  var result = { status: status };
  if (request.callback) request.callback(status === 'sent', result);
  emit('contactRequested', result);
});

// ---- WebApp ------------------------------------------------------------------------------------------------------

function readOnly(name, get) {
  Object.defineProperty(WebApp, name, { get: get, enumerable: true });
}

readOnly('initData', function () { return initData; });
readOnly('initDataUnsafe', function () { return initDataUnsafe; });
readOnly('version', function () { return webAppVersion; });
readOnly('platform', function () { return platform; });
readOnly('colorScheme', function () { return colorScheme; });
readOnly('themeParams', function () { return themeParams; });
readOnly('isExpanded', function () { return isExpanded; });
readOnly('viewportHeight', function () { return viewportHeight === false ? window.innerHeight : viewportHeight; });
readOnly('viewportStableHeight', function () { return viewportStableHeight === false ? window.innerHeight : viewportStableHeight; });
readOnly('safeAreaInset', function () { return safeAreaInset; });
readOnly('contentSafeAreaInset', function () { return contentSafeAreaInset; });
Object.defineProperty(WebApp, 'BackButton', { value: BackButton, enumerable: true });
Object.defineProperty(WebApp, 'MainButton', { value: MainButton, enumerable: true });
Object.defineProperty(WebApp, 'HapticFeedback', { value: HapticFeedback, enumerable: true });

WebApp.isVersionAtLeast = versionAtLeast;
WebApp.onEvent = function (eventType, callback) { onProtocolEvent(appHandlers + eventType, callback); };
WebApp.offEvent = function (eventType, callback) { offProtocolEvent(appHandlers + eventType, callback); };
WebApp.ready = function () { postEvent('web_app_ready'); };
WebApp.expand = function () { postEvent('web_app_expand'); };
WebApp.close = function (options) {
  postEvent('web_app_close', options && options.return_back ? { return_back: true } : {});
};
WebApp.openLink = function (url, options) {
  var link = document.createElement('a');
  link.href = url;
  if (link.protocol !== 'http:' && link.protocol !== 'https:') throw Error('WebAppTgUrlInvalid');
  var params = { url: link.href };
  if (options && options.try_instant_view) params.try_instant_view = true;
  postEvent('web_app_open_link', params);
};
WebApp.requestContact = function (callback) {
  if (contactRequest) throw Error('WebAppContactRequested');
  contactRequest = { callback: callback };
  postEvent('web_app_request_phone');
};
// Colours of Telegram's own frame: the sandbox's host shows none of them, but an app may set them.
WebApp.setHeaderColor = function (colorKey) { postEvent('web_app_set_header_color', { color_key: colorKey }); };
WebApp.setBackgroundColor = function (color) { postEvent('web_app_set_background_color', { color: color }); };
WebApp.setBottomBarColor = function (color) { postEvent('web_app_set_bottom_bar_color', { color: color }); };
WebApp.enableClosingConfirmation = function () { postEvent('web_app_setup_closing_behavior', { need_confirmation: true }); };
WebApp.disableClosingConfirmation = function () { postEvent('web_app_setup_closing_behavior', { need_confirmation: false }); };
WebApp.enableVerticalSwipes = function () { postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: true }); };
WebApp.disableVerticalSwipes = function () { postEvent('web_app_setup_swipe_behavior', { allow_vertical_swipe: false }); };

if (!window.Telegram) window.Telegram = {};
window.Telegram.WebView = {
  initParams: initParams,
  isIframe: isIframe,
  onEvent: onProtocolEvent,
  offEvent: offProtocolEvent,
  postEvent: postEvent,
  receiveEvent: receiveEvent,
};
window.Telegram.WebApp = WebApp;

applyViewport();
applyInsets('safe-area', safeAreaInset);
applyInsets('content-safe-area', contentSafeAreaInset);
if (isIframe) {
  postEvent('iframe_ready', { reload_supported: false });
  // What Telegram's script asks of its host at start: the theme, the viewport and the safe areas.
  postEvent('web_app_request_theme');
  postEvent('web_app_request_viewport');
  postEvent('web_app_request_safe_area');
  postEvent('web_app_request_content_safe_area');
}
