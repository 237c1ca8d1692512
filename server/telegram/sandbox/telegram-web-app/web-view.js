/*
 * Part 1 of the sandbox's telegram-web-app.js (assembled in order inside one function by web-app-script.ts): the web
 * view. The launch parameters of the fragment (kept in sessionStorage as Telegram's script keeps them), and Telegram's
 * web protocol with the client hosting the app: JSON {eventType, eventData} posted to window.parent, and the same
 * received from it.
 */

var STORAGE_PREFIX = '__telegram__';

function storageGet(key) {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + key));
  } catch (e) {
    return null;
  }
}

function storageSet(key, value) {
  try {
    window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch (e) {
    // Storage refused (private mode, a sandboxed frame): the launch data lives for this page only.
  }
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch (e) {
    return text;
  }
}

function parseQuery(query) {
  var params = {};
  if (!query) return params;
  query.split('&').forEach(function (pair) {
    var index = pair.indexOf('=');
    var name = safeDecode(index < 0 ? pair : pair.slice(0, index));
    params[name] = index < 0 ? null : safeDecode(pair.slice(index + 1));
  });
  return params;
}

function parseHash(hash) {
  var text = hash.replace(/^#/, '');
  if (!text) return {};
  if (text.indexOf('=') < 0 && text.indexOf('?') < 0) return { _path: safeDecode(text) };
  var params = {};
  var question = text.indexOf('?');
  if (question >= 0) {
    params._path = safeDecode(text.slice(0, question));
    text = text.slice(question + 1);
  }
  var query = parseQuery(text);
  for (var key in query) params[key] = query[key];
  return params;
}

// The launch data comes in the fragment; kept in sessionStorage so a reload inside the app (the fragment gone) keeps it.
var initParams = {};
try {
  initParams = parseHash(window.location.hash.toString());
} catch (e) {
  initParams = {};
}
var stored = storageGet('initParams');
if (stored) {
  for (var storedKey in stored) {
    if (initParams[storedKey] === undefined) initParams[storedKey] = stored[storedKey];
  }
}
storageSet('initParams', initParams);

var isIframe = false;
try {
  isIframe = window.parent != null && window !== window.parent;
} catch (e) {
  isIframe = false;
}

var protocolHandlers = {};

function onProtocolEvent(eventType, callback) {
  var list = protocolHandlers[eventType] || (protocolHandlers[eventType] = []);
  if (list.indexOf(callback) < 0) list.push(callback);
}

function offProtocolEvent(eventType, callback) {
  var list = protocolHandlers[eventType];
  if (!list) return;
  var index = list.indexOf(callback);
  if (index >= 0) list.splice(index, 1);
}

function callHandlers(eventType, call) {
  var list = (protocolHandlers[eventType] || []).slice();
  for (var i = 0; i < list.length; i++) {
    try {
      call(list[i]);
    } catch (e) {
      // One failing handler does not stop the others, as in Telegram's script.
      if (window.console) window.console.error('[Telegram.WebView] handler of ' + eventType + ' failed', e);
    }
  }
}

function receiveEvent(eventType, eventData) {
  callHandlers(eventType, function (callback) {
    callback(eventType, eventData);
  });
}

/** Posts an event to Telegram (the host page); false when there is none to post to. */
function postEvent(eventType, eventData) {
  if (!isIframe) return false;
  try {
    window.parent.postMessage(JSON.stringify({ eventType: eventType, eventData: eventData === undefined ? '' : eventData }), '*');
    return true;
  } catch (e) {
    return false;
  }
}

if (isIframe) {
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var message;
    try {
      message = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (!message || typeof message.eventType !== 'string') return;
    receiveEvent(message.eventType, message.eventData);
  });
}

// ---- what the app hears, and helpers of the parts that follow ---------------------------------------------------

// window.Telegram.WebApp (built in web-app.js); the app's own handlers are kept as Telegram's script keeps them.
var WebApp = {};
var appHandlers = 'webview:';

/** Calls the app's handlers of an event (WebApp.onEvent), `this` being WebApp, as Telegram's script does. */
function emit(eventType, argument) {
  callHandlers(appHandlers + eventType, function (callback) {
    if (argument === undefined) callback.call(WebApp);
    else callback.call(WebApp, argument);
  });
}

function setCssProperty(name, value) {
  var root = document.documentElement;
  if (root && root.style && root.style.setProperty) root.style.setProperty('--tg-' + name, value);
}

function parseColor(color) {
  var text = String(color);
  var match = /^\s*#([0-9a-f]{6})\s*$/i.exec(text);
  if (match) return '#' + match[1].toLowerCase();
  match = /^\s*#([0-9a-f])([0-9a-f])([0-9a-f])\s*$/i.exec(text);
  if (match) return ('#' + match[1] + match[1] + match[2] + match[2] + match[3] + match[3]).toLowerCase();
  match = /^\s*rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*(\d+\.?\d*))?\)\s*$/.exec(text);
  if (match) {
    return '#' + [match[1], match[2], match[3]].map(function (part) {
      var hex = Number(part).toString(16);
      return hex.length < 2 ? '0' + hex : hex;
    }).join('');
  }
  return false;
}

function isColorDark(hex) {
  var r = parseInt(hex.slice(1, 3), 16);
  var g = parseInt(hex.slice(3, 5), 16);
  var b = parseInt(hex.slice(5, 7), 16);
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
}
