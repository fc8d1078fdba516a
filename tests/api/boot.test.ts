import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.js';
import { verifyPassword } from '#server/modules/auth/password.js';
import { findUserByEmail } from '#server/modules/users/repository.js';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.js';

describe('migrations', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('create the users and catalogue tables', async () => {
    const tables = await queryRows<{ table_name: string }>(
      shop.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'products',
        'product_images',
        'product_sizes',
        'product_features',
      ]),
    );
  });

  it('can run again at every boot without changing anything', async () => {
    const applied = () =>
      queryRows<{ n: number }>(
        shop.database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
    await shop.database.migrate();
    const [before] = await applied();
    expect(before?.n).toBeGreaterThan(0);
    await shop.database.migrate();
    expect(await applied()).toEqual([before]);
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  const env = { ADMIN_EMAIL: '  Boss@8etterSleep.SG ', ADMIN_PASSWORD: 'first-Secret-9' };
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(env);
  });
  afterAll(() => shop.close());

  it('create an admin account at boot with an argon2id hash of the password', async () => {
    const admin = await findUserByEmail(shop.database.db, 'boss@8ettersleep.sg');
    expect(admin).toMatchObject({ acctype: 'admin', banned: false });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'first-Secret-9')).toBe(true);
  });

  it('set the password and role of an existing account at the next boot', async () => {
    await shop.database.db.execute(
      sql`update users set acctype = 'user', staff_role = null, banned = true where email = 'boss@8ettersleep.sg'`,
    );
    await shop.app.close();
    const { buildApp } = await import('#server/app.js');
    const config = {
      ...shop.config,
      admin: { email: 'boss@8ettersleep.sg', password: 'second-Secret-9' },
    };
    const rebooted = await buildApp(config, { database: shop.database });
    try {
      const admin = await findUserByEmail(shop.database.db, 'boss@8ettersleep.sg');
      expect(admin).toMatchObject({ acctype: 'admin', staffRole: 'owner', banned: false });
      expect(await verifyPassword(admin?.passwordHash ?? '', 'second-Secret-9')).toBe(true);
      const count = await queryRows<{ n: number }>(
        shop.database.db,
        sql`select count(*)::int as n from users`,
      );
      expect(count).toEqual([{ n: 1 }]);
    } finally {
      await rebooted.close();
    }
  });
});
