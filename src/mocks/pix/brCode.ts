// The Pix "copia e cola" payload: a BR Code, i.e. EMV QR Code MPM fields (ID, 2-digit length, value)
// ending in a CRC16 of everything before it.

export interface PixCharge {
  /** The receiver's Pix key (the demo uses a fake one). */
  key: string;
  /** Reais. */
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters or digits. */
  txid: string;
}

const PIX_GUI = 'br.gov.bcb.pix';

function emvField(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} is too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** BR Codes carry plain upper-case ASCII in their name and city fields. */
function plainAscii(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .slice(0, maxLength);
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildPixPayload(charge: PixCharge): string {
  const txid = charge.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body = [
    emvField('00', '01'),
    emvField('26', emvField('00', PIX_GUI) + emvField('01', charge.key)),
    emvField('52', '0000'),
    emvField('53', '986'),
    emvField('54', charge.amount.toFixed(2)),
    emvField('58', 'BR'),
    emvField('59', plainAscii(charge.merchantName, 25)),
    emvField('60', plainAscii(charge.merchantCity, 15)),
    emvField('62', emvField('05', txid)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16CcittFalse(withCrcHeader);
}
