import type { JobHolders } from './jobs/holders';
import { orderNumbersByIds } from './orders/payment-service';
import { ordersOfPayments } from './payments/service';

/**
 * The domains whose jobs the outbox's staff page lists, handed to the jobs' staff plugin by server/staff-routes.ts:
 * orders and payments enqueue through jobs/, so jobs asks them through this, not by import.
 */
export const JOB_HOLDERS: JobHolders = { ordersOfPayments, orderNumbers: orderNumbersByIds };
