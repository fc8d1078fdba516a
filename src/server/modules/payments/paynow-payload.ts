import { shopDay } from '#shared/time.js';

/**
 * The text a PayNow QR carries: an SGQR (EMVCo merchant-presented) payload, which every Singapore
 * banking app reads. Each field is ID (2 digits), length (2 digits) and value; the last is a
 * CRC16/CCITT-FALSE over everything before it, its own ID and length included.
 */
export interface PayNowRequest {
  /** The merchant's UEN: PayNow's proxy for a company. */
  uen: string;
  amountCents: number;
  /** The bill number the bank shows and sends back (up to 25 letters and digits). */
  reference: string;
  merchantName: string;
  /** The last moment the code may be paid; banks read the Singapore date. */
  expiresAt: Date;
}

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The CRC field's value: four uppercase hex digits. */
export function crcField(payloadBeforeCrc: string): string {
  return crc16Ccitt(payloadBeforeCrc).toString(16).toUpperCase().padStart(4, '0');
}

export function buildPayNowPayload(request: PayNowRequest): string {
  const merchantAccount = [
    field('00', 'SG.PAYNOW'),
    field('01', '2'), // proxy type 2: a UEN
    field('02', request.uen),
    field('03', '0'), // the amount may not be edited in the banking app
    field('04', shopDay(request.expiresAt).replaceAll('-', '')),
  ].join('');
  const body = [
    field('00', '01'), // payload format indicator
    field('01', '12'), // dynamic: one payment, this amount
    field('26', merchantAccount),
    field('52', '0000'), // merchant category code: not given
    field('53', '702'), // Singapore dollars (ISO 4217)
    field('54', (request.amountCents / 100).toFixed(2)),
    field('58', 'SG'),
    field('59', request.merchantName.slice(0, 25)),
    field('60', 'Singapore'),
    field('62', field('01', request.reference)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return `${withCrcHeader}${crcField(withCrcHeader)}`;
}

/**
 * The bill number of a sandbox session: banks take up to 25 letters and digits, and the session id
 * is longer and has '-' and '_'. Only shown and sent back, never looked up, so a prefix will do.
 */
export function payNowReference(providerSessionId: string): string {
  return `SBX${providerSessionId.replace(/^sbx_/, '').replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 25);
}
