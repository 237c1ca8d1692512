import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers } from '../db/schema/people';

const profileColumns = {
  id: customers.id,
  fullName: customers.fullName,
  phoneNumber: customers.phoneNumber,
  birthDate: customers.birthDate,
  gender: customers.gender,
  imageUrl: customers.imageUrl,
  points: customers.points,
};

export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof profileColumns>;

export async function findCustomer(db: Executor, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function updateProfile(
  db: Executor,
  customerId: number,
  profile: { fullName: string; birthDate: string; gender: 'Erkak' | 'Ayol' },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ fullName: profile.fullName, birthDate: profile.birthDate, gender: profile.gender })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function passwordHashOf(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  return row?.passwordHash;
}

/** Sets the picture and gives back the one it replaced (undefined when the customer does not exist). */
export async function replaceImageUrl(db: Executor, customerId: number, imageUrl: string): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageUrl: customers.imageUrl })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!row) return undefined;
    await tx.update(customers).set({ imageUrl }).where(eq(customers.id, customerId));
    return { previous: row.imageUrl };
  });
}
