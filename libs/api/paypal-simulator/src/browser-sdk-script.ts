/** What the stand-in script needs to know about the request that loaded it. */
export type BrowserSdkSettings = {
  simOrigin: string;
  clientId: string;
  currency: string;
  intent: string;
  vault: boolean;
};

/**
 * A stand-in for https://www.paypal.com/sdk/js: defines window[data-namespace || 'paypal'] with the parts of the v5
 * surface @paypal/react-paypal-js uses (Buttons with isEligible, render, close and updateProps). Clicking the
 * PayPal button runs createOrder (or createSubscription), approves it on the simulator, then calls onApprove.
 * The DOM is built with createElement and style properties so a strict CSP without 'unsafe-inline' still holds.
 */
export function browserSdkScript(settings: BrowserSdkSettings): string {
  return `/* PayPal JS SDK stand-in served by the PayPal sandbox simulator (development and tests only). */
(function () {
  'use strict';
  var settings = ${JSON.stringify(settings).replace(/</g, '\\u003c')};
  var script = document.currentScript;
  var namespace = (script && script.getAttribute('data-namespace')) || 'paypal';
  var simOrigin = settings.simOrigin;
  try { if (script && script.src) simOrigin = new URL(script.src).origin; } catch (e) { /* keep the server's view */ }

  var FUNDING = { PAYPAL: 'paypal', VENMO: 'venmo', APPLEPAY: 'applepay', ITAU: 'itau', CREDIT: 'credit', PAYLATER: 'paylater', CARD: 'card', IDEAL: 'ideal', SEPA: 'sepa', BANCONTACT: 'bancontact', GIROPAY: 'giropay', SOFORT: 'sofort', EPS: 'eps', MYBANK: 'mybank', P24: 'p24', BLIK: 'blik', TRUSTLY: 'trustly' };

  function post(path) {
    return fetch(simOrigin + path, { method: 'POST', mode: 'cors', credentials: 'omit' }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw new Error('PayPal simulator answered ' + response.status + ' for ' + path + ': ' + JSON.stringify(body));
        return body;
      });
    });
  }

  function resolveTarget(target) {
    if (typeof target === 'string') return document.querySelector(target);
    return target && target.nodeType === 1 ? target : null;
  }

  function styleButton(button, primary) {
    var style = button.style;
    style.font = 'inherit';
    style.fontWeight = '600';
    style.padding = '0.7rem 1.2rem';
    style.borderRadius = '4px';
    style.cursor = 'pointer';
    style.border = primary ? '1px solid #ffc439' : '1px solid #003087';
    style.background = primary ? '#ffc439' : '#ffffff';
    style.color = primary ? '#111111' : '#003087';
    style.flex = primary ? '1 1 100%' : '1 1 auto';
  }

  function Buttons(props) {
    props = props || {};
    var container = null;
    var enabled = true;
    var busy = false;
    var closed = false;
    var controls = [];

    function report(error) {
      var err = error instanceof Error ? error : new Error(String(error));
      if (typeof props.onError === 'function') props.onError(err);
      else if (window.console) window.console.error(err);
    }

    function clicked() {
      if (typeof props.onClick !== 'function') return Promise.resolve(true);
      var allowed = true;
      var actions = {
        resolve: function () { allowed = true; return Promise.resolve(); },
        reject: function () { allowed = false; return Promise.resolve(); }
      };
      return Promise.resolve(props.onClick({ fundingSource: props.fundingSource || FUNDING.PAYPAL }, actions)).then(function (result) {
        return result !== false && allowed;
      });
    }

    function orderActions() {
      return {
        order: {
          create: function () { return Promise.reject(new Error('actions.order.create is not supported by the PayPal simulator: create orders on the server.')); }
        },
        subscription: {
          create: function () { return Promise.reject(new Error('actions.subscription.create is not supported by the PayPal simulator: create subscriptions on the server.')); }
        }
      };
    }

    function approveActions(orderID) {
      return {
        order: {
          get: function () {
            return fetch(simOrigin + '/__sim/orders/' + encodeURIComponent(orderID), { credentials: 'omit' }).then(function (response) { return response.json(); });
          },
          capture: function () { return Promise.reject(new Error('actions.order.capture is not supported by the PayPal simulator: capture on the server.')); }
        },
        restart: function () { return Promise.resolve(); },
        redirect: function (url) { window.location.assign(url); }
      };
    }

    function begin() {
      var data = { paymentSource: props.fundingSource || FUNDING.PAYPAL };
      if (typeof props.createSubscription === 'function') {
        return Promise.resolve(props.createSubscription(data, orderActions())).then(function (id) {
          if (typeof id !== 'string' || !id) throw new Error('Expected a subscription id to be returned from createSubscription');
          return { kind: 'subscription', id: id };
        });
      }
      if (typeof props.createOrder !== 'function') return Promise.reject(new Error('Expected createOrder or createSubscription to be passed to paypal.Buttons'));
      return Promise.resolve(props.createOrder(data, orderActions())).then(function (id) {
        if (typeof id !== 'string' || !id) throw new Error('Expected an order id to be passed');
        return { kind: 'order', id: id };
      });
    }

    function run(step) {
      if (!enabled || busy || closed) return;
      busy = true;
      clicked()
        .then(function (allowed) { return allowed ? step() : undefined; })
        .catch(report)
        .then(function () { busy = false; });
    }

    function pay() {
      return begin().then(function (created) {
        if (created.kind === 'subscription') {
          return post('/__sim/subscriptions/' + encodeURIComponent(created.id) + '/approve').then(function (approved) {
            if (typeof props.onApprove !== 'function') return undefined;
            return props.onApprove({ orderID: approved.ba_token, subscriptionID: created.id, facilitatorAccessToken: 'sim-facilitator-token', paymentSource: FUNDING.PAYPAL }, approveActions(approved.ba_token));
          });
        }
        return post('/__sim/orders/' + encodeURIComponent(created.id) + '/approve').then(function (approved) {
          if (typeof props.onApprove !== 'function') return undefined;
          return props.onApprove({ orderID: created.id, payerID: approved.payer_id, paymentID: null, billingToken: null, facilitatorAccessToken: 'sim-facilitator-token', paymentSource: FUNDING.PAYPAL }, approveActions(created.id));
        });
      });
    }

    function cancel() {
      return begin().then(function (created) {
        if (typeof props.onCancel !== 'function') return undefined;
        return props.onCancel(created.kind === 'subscription' ? { orderID: created.id, subscriptionID: created.id } : { orderID: created.id });
      });
    }

    function fail() {
      report(new Error('Simulated PayPal error'));
      return Promise.resolve();
    }

    function control(label, primary, step) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      styleButton(button, primary);
      button.addEventListener('click', function () { run(step); });
      controls.push(button);
      return button;
    }

    function applyEnabled() {
      controls.forEach(function (button) { button.disabled = !enabled; });
    }

    return {
      isEligible: function () { return true; },
      render: function (target) {
        if (closed) return Promise.reject(new Error('Buttons were closed'));
        var element = resolveTarget(target);
        if (!element) return Promise.reject(new Error('Can not find element: ' + String(target)));
        container = document.createElement('div');
        container.setAttribute('role', 'group');
        container.setAttribute('aria-label', 'PayPal sandbox simulator');
        container.setAttribute('data-paypal-sim', 'buttons');
        container.style.display = 'flex';
        container.style.flexWrap = 'wrap';
        container.style.gap = '0.5rem';
        var pay_ = control('PayPal', true, pay);
        pay_.setAttribute('data-funding-source', props.fundingSource || FUNDING.PAYPAL);
        container.appendChild(pay_);
        container.appendChild(control('Cancel', false, cancel));
        container.appendChild(control('Simulate error', false, fail));
        element.appendChild(container);
        if (typeof props.onInit === 'function') {
          props.onInit({}, {
            enable: function () { enabled = true; applyEnabled(); return Promise.resolve(); },
            disable: function () { enabled = false; applyEnabled(); return Promise.resolve(); }
          });
        }
        return Promise.resolve();
      },
      close: function () {
        closed = true;
        if (container && container.parentNode) container.parentNode.removeChild(container);
        container = null;
        return Promise.resolve();
      },
      updateProps: function (next) {
        if (next) Object.keys(next).forEach(function (key) { props[key] = next[key]; });
        return Promise.resolve();
      },
      hasReturned: function () { return false; },
      resume: function () {}
    };
  }

  function Marks() {
    return {
      isEligible: function () { return true; },
      render: function (target) {
        var element = resolveTarget(target);
        if (!element) return Promise.reject(new Error('Can not find element: ' + String(target)));
        var mark = document.createElement('span');
        mark.textContent = 'PayPal';
        element.appendChild(mark);
        return Promise.resolve();
      }
    };
  }

  window[namespace] = {
    version: '5.0.0-sim',
    simulator: true,
    clientId: settings.clientId,
    currency: settings.currency,
    intent: settings.intent,
    FUNDING: FUNDING,
    Buttons: Buttons,
    Marks: Marks,
    getFundingSources: function () { return [FUNDING.PAYPAL]; },
    isFundingEligible: function (source) { return source === FUNDING.PAYPAL; },
    rememberFunding: function () {}
  };
})();
`;
}
