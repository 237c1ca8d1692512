import type { Config } from '../config';
import { DEMO_STAFF } from '../db/seed/demo-accounts';

/*
 * What the start ends with: where the shop, the staff app, the API docs and the sandbox pages are, and, in plain words,
 * what a newcomer must know before showing the shop to anyone (the open demo staff account, the sandboxes).
 */

export interface StartSummary {
  shop: string;
  staff: string;
  apiDocs: string;
  /** The outside services this server plays itself, and where to see it play them. */
  sandboxes: Array<{ service: string; where: string }>;
  warnings: string[];
}

export function startSummaryOf(config: Pick<Config, 'eskiz' | 'payments' | 'telegram'>, openAt: string, demoStaffOpen: boolean): StartSummary {
  const sandboxes: StartSummary['sandboxes'] = [];
  if (!config.eskiz) sandboxes.push({ service: 'SMS', where: `${openAt}/sandbox/sms` });
  // A payment's sandbox page opens from the checkout; the merchant cabinets (refunds) have pages of their own.
  if (config.payments.payme.sandbox) sandboxes.push({ service: 'PayMe', where: `at checkout; cabinet ${openAt}/sandbox/payme/cabinet` });
  if (config.payments.click.sandbox) sandboxes.push({ service: 'Click', where: 'at checkout' });
  if (config.payments.uzum.sandbox) sandboxes.push({ service: 'Uzum Bank', where: `at checkout; cabinet ${openAt}/sandbox/uzum/cabinet` });
  if (!config.telegram.botToken) sandboxes.push({ service: 'Telegram', where: `${openAt}/sandbox/telegram` });
  const warnings: string[] = [];
  if (demoStaffOpen) {
    warnings.push(
      `The demo staff account is open: anyone can sign in to the staff app as ${DEMO_STAFF.phoneNumber} with the ` +
        `password "${DEMO_STAFF.password}". Fine on this machine; before a real shop, see "Demo accounts" in the README.`,
    );
  }
  if (!config.eskiz) {
    warnings.push(
      'No SMS is sent: every code is shown on the SMS sandbox page, so anyone can sign up as any phone. ' +
        'Set ESKIZ_EMAIL and ESKIZ_PASSWORD for a real shop.',
    );
  }
  return { shop: openAt, staff: `${openAt}/staff`, apiDocs: `${openAt}/api/docs`, sandboxes, warnings };
}

/** The summary as the terminal shows it: a short block after the log. */
export function startSummaryText(summary: StartSummary, colours: boolean): string {
  const bold = (text: string) => (colours ? `\u001b[1m${text}\u001b[0m` : text);
  const warn = (text: string) => (colours ? `\u001b[33m${text}\u001b[0m` : text);
  const rows: Array<[string, string]> = [
    ['Shop', summary.shop],
    ['Staff app', summary.staff],
    ['API docs', summary.apiDocs],
    ...summary.sandboxes.map(({ service, where }): [string, string] => [`${service} sandbox`, where]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    '',
    bold('Libos is open'),
    ...rows.map(([label, address]) => `  ${label.padEnd(width)}  ${address}`),
    ...summary.warnings.map((warning) => `\n${warn('!')} ${warning}`),
    '',
  ].join('\n');
}
