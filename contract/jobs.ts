/*
 * The shop's outgoing work (docs/api.md "Outgoing messages"): what kinds of jobs there are and the states a job
 * goes through, which staff see on an order's page and in the list of jobs that gave up.
 */

/**
 * An SMS to a customer; the order's items sent to Click for its fiscal receipt; that receipt's link read from Click;
 * a received return's money given back through Click's reversal; that refund's receipt link read from Click; a message
 * of the shop's Telegram bot (a linked customer's order message, or the staff's new-order alert).
 */
export const JOB_KINDS = ['SMS', 'CLICK_FISCAL', 'CLICK_RECEIPT', 'CLICK_REVERSAL', 'CLICK_REFUND_RECEIPT', 'TELEGRAM'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** PENDING: waiting or retrying; DONE: the receiving side took it; FAILED: given up after its last attempt. */
export const JOB_STATES = ['PENDING', 'DONE', 'FAILED'] as const;
