/*
 * Part 3 of the sandbox's telegram-web-app.js: BackButton, MainButton and HapticFeedback, posting their state as
 * Telegram's script does (only when it changed) and calling the app's handlers when the client says they were pressed.
 */

// ---- BackButton --------------------------------------------------------------------------------------------------

var BackButton = (function () {
  var isVisible = false;
  var posted = null;
  var button = {};

  function update() {
    var params = { is_visible: isVisible };
    var state = JSON.stringify(params);
    if (state === posted) return;
    posted = state;
    postEvent('web_app_setup_back_button', params);
  }

  function setParams(params) {
    if (params.is_visible !== undefined) isVisible = !!params.is_visible;
    update();
    return button;
  }

  Object.defineProperty(button, 'isVisible', {
    get: function () { return isVisible; },
    set: function (value) { setParams({ is_visible: value }); },
    enumerable: true,
  });
  button.show = function () { return setParams({ is_visible: true }); };
  button.hide = function () { return setParams({ is_visible: false }); };
  button.onClick = function (callback) {
    onProtocolEvent(appHandlers + 'backButtonClicked', callback);
    return button;
  };
  button.offClick = function (callback) {
    offProtocolEvent(appHandlers + 'backButtonClicked', callback);
    return button;
  };
  onProtocolEvent('back_button_pressed', function () { emit('backButtonClicked'); });
  return button;
})();

// ---- MainButton --------------------------------------------------------------------------------------------------

var MainButton = (function () {
  var isVisible = false;
  var isActive = true;
  var isProgressVisible = false;
  var text = 'Continue';
  var color = false;
  var textColor = false;
  var posted = null;
  var button = {};

  function params() {
    if (!isVisible) return { is_visible: false };
    return {
      is_visible: true,
      is_active: isActive,
      is_progress_visible: isProgressVisible,
      text: text,
      color: button.color,
      text_color: button.textColor,
    };
  }

  function update() {
    var current = params();
    var state = JSON.stringify(current);
    if (state === posted) return;
    posted = state;
    postEvent('web_app_setup_main_button', current);
  }

  function invalid(message, value) {
    if (window.console) window.console.error('[Telegram.WebApp] ' + message, value);
    throw Error('WebAppMainButtonParamInvalid');
  }

  function setParams(given) {
    if (given.text !== undefined) {
      var trimmed = String(given.text).trim();
      if (!trimmed.length) invalid('Main button text is required', given.text);
      if (trimmed.length > 64) invalid('Main button text is too long', trimmed);
      text = trimmed;
    }
    if (given.color !== undefined) {
      if (given.color === false || given.color === null) color = false;
      else color = parseColor(given.color) || invalid('Main button color format is invalid', given.color);
    }
    if (given.text_color !== undefined) {
      if (given.text_color === false || given.text_color === null) textColor = false;
      else textColor = parseColor(given.text_color) || invalid('Main button text color format is invalid', given.text_color);
    }
    if (given.is_visible !== undefined) isVisible = !!given.is_visible;
    if (given.is_active !== undefined) isActive = !!given.is_active;
    update();
    return button;
  }

  Object.defineProperty(button, 'text', {
    get: function () { return text; },
    set: function (value) { setParams({ text: value }); },
    enumerable: true,
  });
  Object.defineProperty(button, 'color', {
    get: function () { return color || themeParams.button_color || '#2481cc'; },
    set: function (value) { setParams({ color: value }); },
    enumerable: true,
  });
  Object.defineProperty(button, 'textColor', {
    get: function () { return textColor || themeParams.button_text_color || '#ffffff'; },
    set: function (value) { setParams({ text_color: value }); },
    enumerable: true,
  });
  Object.defineProperty(button, 'isVisible', {
    get: function () { return isVisible; },
    set: function (value) { setParams({ is_visible: value }); },
    enumerable: true,
  });
  Object.defineProperty(button, 'isActive', {
    get: function () { return isActive; },
    set: function (value) { setParams({ is_active: value }); },
    enumerable: true,
  });
  Object.defineProperty(button, 'isProgressVisible', {
    get: function () { return isProgressVisible; },
    enumerable: true,
  });

  button.setParams = setParams;
  button.setText = function (value) { return setParams({ text: value }); };
  button.show = function () { return setParams({ is_visible: true }); };
  button.hide = function () { return setParams({ is_visible: false }); };
  button.enable = function () { return setParams({ is_active: true }); };
  button.disable = function () { return setParams({ is_active: false }); };
  // As Telegram's: the progress makes the button inactive unless asked to leave it active, and hiding it reactivates it.
  button.showProgress = function (leaveActive) {
    isActive = !!leaveActive;
    isProgressVisible = true;
    update();
    return button;
  };
  button.hideProgress = function () {
    isActive = true;
    isProgressVisible = false;
    update();
    return button;
  };
  button.onClick = function (callback) {
    onProtocolEvent(appHandlers + 'mainButtonClicked', callback);
    return button;
  };
  button.offClick = function (callback) {
    offProtocolEvent(appHandlers + 'mainButtonClicked', callback);
    return button;
  };
  onProtocolEvent('main_button_pressed', function () {
    if (isActive) emit('mainButtonClicked');
  });
  return button;
})();

// ---- HapticFeedback ----------------------------------------------------------------------------------------------

var HapticFeedback = (function () {
  var feedback = {};
  var IMPACT = ['light', 'medium', 'heavy', 'rigid', 'soft'];
  var NOTIFICATION = ['error', 'success', 'warning'];

  function trigger(params) {
    if (params.type === 'impact' && IMPACT.indexOf(params.impact_style) < 0) throw Error('WebAppHapticImpactStyleInvalid');
    if (params.type === 'notification' && NOTIFICATION.indexOf(params.notification_type) < 0) throw Error('WebAppHapticNotificationTypeInvalid');
    postEvent('web_app_trigger_haptic_feedback', params);
    return feedback;
  }

  feedback.impactOccurred = function (style) { return trigger({ type: 'impact', impact_style: style }); };
  feedback.notificationOccurred = function (type) { return trigger({ type: 'notification', notification_type: type }); };
  feedback.selectionChanged = function () { return trigger({ type: 'selection_change' }); };
  return feedback;
})();
