import { randomBytes } from 'node:crypto';
import { adminApi } from './admin-api';

/** A 10 % voucher of the calling test's own (its code starts with `prefix`), made by the admin through the API. */
export async function createVoucher(baseURL: string, prefix: string): Promise<string> {
  const admin = await adminApi(baseURL);
  const code = `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
  await admin.send('POST', '/api/vouchers', { code, kind: 'percent', value: 10 });
  await admin.dispose();
  return code;
}
