import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import type { Executor } from '../db/client';
import { badRequest, notFound } from '../errors';
import type { PageQuery } from '../http/schemas';
import type { CustomerNotificationBody, NotificationTextsBody, SentNotification } from '../../contract/communication';
import { writeAudit } from '../staff/audit';
import { activeCustomerIds, customerContactsByIds, type CustomerAudience } from '../customers/service';

/**
 * Notifications staff write to customers (type SHOP): to every customer at once or to one. A sending is one row
 * per customer (each reads and marks their own), all with the same texts and moment, which is how the list of
 * sent ones groups them back into sendings.
 */

// Both drivers answer { rows }; node-postgres gives bigints as strings, so every count is cast to int.
type Rows<T> = { rows: T[] };

function cleanTexts(body: NotificationTextsBody): NotificationTextsBody {
  const texts = { title: body.title.trim(), message: body.message.trim(), titleRUS: body.titleRUS.trim(), messageRUS: body.messageRUS.trim() };
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(texts)) if (!value) fields[field] = 'must not be blank';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return texts;
}

/** One set-based insert: the notification for every customer of the audience, never a deleted one. */
async function insertFor(tx: Executor, who: CustomerAudience, texts: NotificationTextsBody, now: Date): Promise<{ recipients: number; firstId: number | null }> {
  const result = (await tx.execute(sql`
    with inserted as (
      insert into notifications (customer_id, type, target_id, title, message, title_ru, message_ru, created_at)
      select c.id, 'SHOP', null, ${texts.title}, ${texts.message}, ${texts.titleRUS}, ${texts.messageRUS}, ${now.toISOString()}::timestamptz
      from (${activeCustomerIds(who)}) c
      returning id
    )
    select count(*)::int as recipients, min(id)::int as first_id from inserted`)) as unknown as Rows<{ recipients: number; first_id: number | null }>;
  const row = result.rows[0];
  return { recipients: Number(row?.recipients ?? 0), firstId: row?.first_id ?? null };
}

async function send(deps: AppDeps, userId: number, who: CustomerAudience, body: NotificationTextsBody, audience: Record<string, unknown>) {
  const texts = cleanTexts(body);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { recipients, firstId } = await insertFor(tx, who, texts, now);
    if (firstId === null) return undefined;
    const after = { ...audience, recipients, ...texts };
    await writeAudit(tx, { userId, action: 'SEND', entity: 'notification', entityId: firstId, before: null, after }, now);
    return firstId;
  });
}

export async function sendToAll(deps: AppDeps, userId: number, body: NotificationTextsBody): Promise<SentNotification | null> {
  const firstId = await send(deps, userId, { all: true }, body, { to: 'ALL' });
  // A shop without customers sends nothing: null, not an error.
  return firstId === undefined ? null : ((await sentById(deps.db, firstId)) ?? null);
}

/** Whom a sending to one customer names, by id or by phone number: exactly one of the two. */
function oneCustomer({ customerId, phoneNumber }: Pick<CustomerNotificationBody, 'customerId' | 'phoneNumber'>): { who: CustomerAudience; audience: Record<string, unknown> } {
  if (customerId !== undefined && phoneNumber === undefined) return { who: { id: customerId }, audience: { to: 'CUSTOMER', customerId } };
  if (phoneNumber !== undefined && customerId === undefined) return { who: { phoneNumber }, audience: { to: 'CUSTOMER', phoneNumber } };
  const message = 'give either customerId or phoneNumber';
  throw badRequest('Name the customer by id or by phone number, not both', { customerId: message, phoneNumber: message });
}

export async function sendToCustomer(deps: AppDeps, userId: number, body: CustomerNotificationBody): Promise<SentNotification> {
  const { customerId, phoneNumber, ...texts } = body;
  const { who, audience } = oneCustomer({ customerId, phoneNumber });
  const firstId = await send(deps, userId, who, texts, audience);
  if (firstId === undefined) throw notFound('Customer');
  return (await sentById(deps.db, firstId))!;
}

interface SentRow {
  id: number;
  title: string;
  message: string;
  title_ru: string;
  message_ru: string;
  recipients: number;
  read_count: number;
  customer_id: number | null;
  created_at: string | Date;
}

/** The sendings, grouped back from their rows, with the customer's id when a sending had one recipient. */
function sentQuery(where: SQL, window: SQL) {
  return sql`
    select s.*
    from (
      select min(n.id)::int as id, n.title, n.message, n.title_ru, n.message_ru, n.created_at,
             count(*)::int as recipients, (count(*) filter (where n.read))::int as read_count,
             case when count(*) = 1 then min(n.customer_id) end as customer_id
      from notifications n
      where n.type = 'SHOP' and ${where}
      group by n.created_at, n.title, n.message, n.title_ru, n.message_ru
    ) s
    order by s.created_at desc, s.id desc
    ${window}`;
}

type Contacts = Map<number, { fullName: string; phoneNumber: string }>;

/** The sendings with their one customer's name and phone, read from the customers in one query for the page. */
async function sentWithCustomers(db: Executor, rows: SentRow[]): Promise<SentNotification[]> {
  const contacts = await customerContactsByIds(db, rows.flatMap((row) => (row.customer_id === null ? [] : [Number(row.customer_id)])));
  return rows.map((row) => toSent(row, contacts));
}

function toSent(row: SentRow, contacts: Contacts): SentNotification {
  const contact = row.customer_id === null ? undefined : contacts.get(Number(row.customer_id));
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    titleRUS: row.title_ru,
    messageRUS: row.message_ru,
    recipients: Number(row.recipients),
    readCount: Number(row.read_count),
    customer: row.customer_id === null ? null : { id: Number(row.customer_id), fullName: contact?.fullName ?? '', phoneNumber: contact?.phoneNumber ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The sending a notification row belongs to: its fellows share type SHOP, texts and moment. */
const sameSending = (id: number) => sql`(n.created_at, n.title, n.message, n.title_ru, n.message_ru) =
  (select m.created_at, m.title, m.message, m.title_ru, m.message_ru from notifications m where m.id = ${id})`;

async function sentById(db: Executor, id: number): Promise<SentNotification | undefined> {
  const result = (await db.execute(sentQuery(sameSending(id), sql``))) as unknown as Rows<SentRow>;
  const [sent] = await sentWithCustomers(db, result.rows.slice(0, 1));
  return sent;
}

export async function sentPage(deps: AppDeps, query: PageQuery): Promise<{ rows: SentNotification[]; total: number }> {
  const [result, counted] = await Promise.all([
    deps.db.execute(sentQuery(sql`true`, sql`limit ${query.size} offset ${query.page * query.size}`)) as unknown as Promise<Rows<SentRow>>,
    deps.db.execute(sql`select count(*)::int as total from (
      select 1 from notifications n where n.type = 'SHOP' group by n.created_at, n.title, n.message, n.title_ru, n.message_ru) g`) as unknown as Promise<Rows<{ total: number }>>,
  ]);
  return { rows: await sentWithCustomers(deps.db, result.rows), total: Number(counted.rows[0]?.total ?? 0) };
}

/**
 * Takes a notification back: a staff sending from every customer who got it, any other notification (an
 * order's, a coupon's) alone. How many rows went.
 */
export async function deleteNotification(deps: AppDeps, userId: number, id: number): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = (await tx.execute(sql`select type from notifications where id = ${id} for update`)) as unknown as Rows<{ type: string }>;
    const type = found.rows[0]?.type;
    if (type === undefined) throw notFound('Notification');
    const before = type === 'SHOP' ? await sentById(tx, id) : { id, type };
    const deleted = (await tx.execute(
      type === 'SHOP'
        ? sql`with gone as (delete from notifications n where n.type = 'SHOP' and ${sameSending(id)} returning 1) select count(*)::int as count from gone`
        : sql`with gone as (delete from notifications where id = ${id} returning 1) select count(*)::int as count from gone`,
    )) as unknown as Rows<{ count: number }>;
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'notification', entityId: id, before, after: null }, now);
    return Number(deleted.rows[0]?.count ?? 0);
  });
}
