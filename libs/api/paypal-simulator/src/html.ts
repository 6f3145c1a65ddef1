const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** A plain page with no script, styled inline because it is a single self-contained response. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - PayPal sandbox simulator</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 0.75rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  .brand { color: #003087; font-weight: 700; margin: 0 0 1rem; }
  dl { margin: 0 0 1.5rem; }
  dt { color: #4a4a4a; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.25rem 0 0; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; }
  form { margin: 0; }
  button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border-radius: 999px; border: 2px solid #003087; cursor: pointer; }
  button.primary { background: #ffc439; border-color: #ffc439; color: #111; }
  button.secondary { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #0070e0; outline-offset: 2px; }
  .note { color: #4a4a4a; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
<p class="brand">PayPal sandbox simulator</p>
${body}
<p class="note">This page stands in for PayPal's checkout in development and tests. No money moves.</p>
</main>
</body>
</html>`;
}

export function approvalPage(options: {
  heading: string;
  summary: string;
  amount: string;
  approveAction: string;
  cancelAction: string;
  /** Offers paying by card as a guest too (posts funding_source=card to the approve action). */
  cardOption?: boolean;
  /** Offers a card that PayPal will decline (fail_with=PAYMENT_DENIED): to play a monthly payment failing. */
  decliningCardOption?: boolean;
  approveLabel?: string;
}): string {
  const card = options.cardOption
    ? `<form method="post" action="${escapeHtml(options.approveAction)}"><input type="hidden" name="funding_source" value="card"><button type="submit" class="secondary">Pay with a debit or credit card</button></form>
`
    : '';
  const declining = options.decliningCardOption
    ? `<form method="post" action="${escapeHtml(options.approveAction)}"><input type="hidden" name="funding_source" value="card"><input type="hidden" name="fail_with" value="PAYMENT_DENIED"><button type="submit" class="secondary">Pay with a card that will be declined (simulator)</button></form>
`
    : '';
  return page(
    options.heading,
    `<h1>${escapeHtml(options.heading)}</h1>
<p>${escapeHtml(options.summary)}</p>
<dl><dt>Amount</dt><dd class="amount">${escapeHtml(options.amount)}</dd></dl>
<div class="actions">
<form method="post" action="${escapeHtml(options.approveAction)}"><button type="submit" class="primary">${escapeHtml(options.approveLabel ?? 'Approve payment')}</button></form>
${card}${declining}<form method="post" action="${escapeHtml(options.cancelAction)}"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

export function messagePage(heading: string, message: string): string {
  return page(heading, `<h1>${escapeHtml(heading)}</h1>\n<p role="status">${escapeHtml(message)}</p>`);
}

export function formatMoney(currency: string, value: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(value));
  } catch {
    return `${value} ${currency}`;
  }
}
