/** Types of the loopback fake of Stripe's API (server.mjs), for the TypeScript callers (e2e). */
export interface FakeStripe {
  url: string;
  close(): Promise<void>;
}

export function startFakeStripe(options: {
  secretKey: string;
  publishableKey: string;
  prices: Record<string, { unit_amount: number; currency: string }>;
  port?: number;
  webhook?: { url: string; secret: string };
}): Promise<FakeStripe>;
