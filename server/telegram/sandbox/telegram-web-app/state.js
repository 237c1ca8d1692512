/*
 * Part 2 of the sandbox's telegram-web-app.js: what the client tells the app (its version and platform, the launch
 * data, the theme, the viewport and the safe areas), with the --tg-* CSS variables Telegram's script sets.
 */

var webAppVersion = initParams.tgWebAppVersion || '6.0';
var platform = initParams.tgWebAppPlatform || 'unknown';
var themeParams = {};
var colorScheme = 'light';

function setThemeParams(params) {
  for (var key in params) {
    var color = parseColor(params[key]);
    if (!color) continue;
    themeParams[key] = color;
    if (key === 'bg_color') {
      colorScheme = isColorDark(color) ? 'dark' : 'light';
      setCssProperty('color-scheme', colorScheme);
    }
    setCssProperty('theme-' + key.split('_').join('-'), color);
  }
  storageSet('themeParams', themeParams);
}

if (initParams.tgWebAppThemeParams) {
  try {
    setThemeParams(JSON.parse(initParams.tgWebAppThemeParams) || {});
  } catch (e) {
    // Malformed theme: Telegram's defaults stand.
  }
}
var storedTheme = storageGet('themeParams');
if (storedTheme) setThemeParams(storedTheme);

var initData = '';
var initDataUnsafe = {};
if (initParams.tgWebAppData) {
  initData = initParams.tgWebAppData;
  initDataUnsafe = parseQuery(initData);
  for (var field in initDataUnsafe) {
    var value = initDataUnsafe[field];
    if (typeof value === 'string' && ((value.charAt(0) === '{' && value.slice(-1) === '}') || (value.charAt(0) === '[' && value.slice(-1) === ']'))) {
      try {
        initDataUnsafe[field] = JSON.parse(value);
      } catch (e) {
        // Left as the text it was.
      }
    }
  }
}

function versionAtLeast(version) {
  var mine = String(webAppVersion).split('.');
  var theirs = String(version).split('.');
  for (var i = 0; i < Math.max(mine.length, theirs.length); i++) {
    var a = parseInt(mine[i], 10) || 0;
    var b = parseInt(theirs[i], 10) || 0;
    if (a !== b) return a > b;
  }
  return true;
}

// Viewport: the host's figures once it sends them, the window's until then.
var viewportHeight = false;
var viewportStableHeight = false;
var isExpanded = true;

function applyViewport() {
  setCssProperty('viewport-height', viewportHeight === false ? '100vh' : viewportHeight + 'px');
  setCssProperty('viewport-stable-height', viewportStableHeight === false ? '100vh' : viewportStableHeight + 'px');
}

onProtocolEvent('viewport_changed', function (eventType, data) {
  if (!data || !data.height) return;
  isExpanded = !!data.is_expanded;
  viewportHeight = data.height;
  if (data.is_state_stable) viewportStableHeight = data.height;
  applyViewport();
  emit('viewportChanged', { isStateStable: !!data.is_state_stable });
});

var lastWindowHeight = window.innerHeight;
window.addEventListener('resize', function () {
  if (viewportHeight !== false || lastWindowHeight === window.innerHeight) return;
  lastWindowHeight = window.innerHeight;
  emit('viewportChanged', { isStateStable: true });
});

function insets(data) {
  var source = data && typeof data === 'object' ? data : {};
  return { top: source.top || 0, bottom: source.bottom || 0, left: source.left || 0, right: source.right || 0 };
}

var safeAreaInset = insets();
var contentSafeAreaInset = insets();

function applyInsets(prefix, value) {
  ['top', 'bottom', 'left', 'right'].forEach(function (side) {
    setCssProperty(prefix + '-inset-' + side, value[side] + 'px');
  });
}

onProtocolEvent('safe_area_changed', function (eventType, data) {
  safeAreaInset = insets(data);
  applyInsets('safe-area', safeAreaInset);
  emit('safeAreaChanged');
});

onProtocolEvent('content_safe_area_changed', function (eventType, data) {
  contentSafeAreaInset = insets(data);
  applyInsets('content-safe-area', contentSafeAreaInset);
  emit('contentSafeAreaChanged');
});
