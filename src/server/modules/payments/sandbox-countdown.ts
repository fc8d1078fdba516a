/**
 * The PayNow page's countdown, served as a file: the shop's CSP runs scripts from its own origin
 * only, never inline. It counts from the seconds the server put in the page, not the device's
 * clock, which may be wrong. Without script the page still says until when the code may be paid.
 */
export const SANDBOX_COUNTDOWN_PATH = '/checkout/pay/countdown.js';

export const SANDBOX_COUNTDOWN_SCRIPT = `'use strict';
(function () {
  var timer = document.querySelector('[data-seconds-left]');
  if (!timer) return;
  var endsAt = performance.now() + Number(timer.getAttribute('data-seconds-left')) * 1000;
  function show() {
    var left = Math.max(0, Math.round((endsAt - performance.now()) / 1000));
    var seconds = String(left % 60);
    timer.textContent = Math.floor(left / 60) + ':' + (seconds.length < 2 ? '0' : '') + seconds;
    if (left > 0) setTimeout(show, 1000);
    else timer.textContent = 'now: the code has expired';
  }
  show();
})();
`;
