// Decodes Stripe's form encoding (what stripe-node and Stripe.js send): nested brackets such as
// items[0][price]=price_1, metadata[userId]=usr_1, expand[0]=latest_invoice.confirmation_secret or expand[]=…
// Numeric keys make arrays.

/** @param {string} text */
export function decodeForm(text) {
  /** @type {Record<string, any>} */
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split("[").map((p, i) => (i === 0 ? p : p.replace(/\]$/, "")));
    /** @type {any} */
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? "";
      const last = i === parts.length - 1;
      const key = part === "" && Array.isArray(node) ? node.length : part;
      if (last) {
        node[key] = value;
      } else {
        const next = parts[i + 1] ?? "";
        node[key] ??= next === "" || /^\d+$/.test(next) ? [] : {};
        node = node[key];
      }
    }
  }
  return root;
}
