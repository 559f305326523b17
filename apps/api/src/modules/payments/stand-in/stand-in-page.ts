import type { StandInOrder } from './stand-in-orders.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}
.note{background:#fff4d6;border:1px solid #e0c060;padding:.5rem .75rem;border-radius:4px}
form{display:inline-block;margin:.25rem .5rem .25rem 0}
button{font:inherit;padding:.5rem 1rem;cursor:pointer}
</style></head>
<body>
<p class="note">Stand-in payment gateway for development and tests. No card is asked for and no money moves.</p>
${body}
</body></html>`;
}

const button = (code: string, step: string, label: string) =>
  `<form method="post" action="/pay/${code}/${step}"><button type="submit" name="step" value="${step}">${label}</button></form>`;

/** The hosted payment page: pay, decline, or go through a 3-D Secure challenge first. */
export function paymentPage(order: StandInOrder): string {
  const amount = `AED ${(order.amount / 100).toFixed(2)}`;
  const cancel = order.cancelUrl ? `<p><a href="${escape(order.cancelUrl)}">Back to the shop</a></p>` : '';
  return page(
    'Pay',
    `<h1>Pay ${amount}</h1>
<p>Order ${escape(order.merchantOrderReference ?? order.reference)}</p>
${button(order.code, 'pay', 'Pay')}
${button(order.code, 'decline', 'Decline')}
${button(order.code, 'challenge', '3-D Secure challenge')}
${cancel}`,
  );
}

/** The card issuer's second step: the customer approves or fails it. */
export function challengePage(order: StandInOrder): string {
  return page(
    '3-D Secure',
    `<h1>3-D Secure</h1>
<p>Your bank asks you to confirm this payment.</p>
${button(order.code, 'pay', 'Approve')}
${button(order.code, 'decline', 'Fail')}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
