import { inflateSync } from 'node:zlib';
import { create as createQrCode } from 'qrcode';
import { getCards } from '@/api/cards';
import { request } from '@/api/client';
import {
  createCustomer,
  createPayment,
  getPixBillingInfo,
  payWithCreditCard,
  simulatePixPayment,
} from '@/api/payment';
import type { CreatePaymentRequest, CreditCardDetails } from '@/api/types';
import { getUserInfo } from '@/api/user';
import { tomorrowIso } from '@/lib/dates';
import { paymentProvider } from '@/lib/env';
import { plans } from '@/mocks/plans';
import { currentState } from '@/mocks/store';
import { PIX_DEMO_CONFIRM_MS } from '@/mocks/purchases';
import { DEMO_EMAIL, DEMO_PASSWORD, OTHER_EMAIL, OTHER_PASSWORD } from '@/mocks/seed';
import { apiErrorOf, loginAs } from '../support/demoBackend';
import { silenceApiWarnings } from '../support/apiWarnings';

/** A fresh idempotency key: each call below is a checkout of its own. */
const newKey = () => crypto.randomUUID();

silenceApiWarnings();

const goodCard: CreditCardDetails = {
  holderName: 'CARLOS E LIMA',
  number: '4111111111111111',
  expiryMonth: '12',
  expiryYear: String(new Date().getFullYear() + 2),
  ccv: '123',
};

/** Logs in as the second seeded user (one card) and opens a payment for the plan. */
async function openPayment(planId: number, billingType: 'CREDIT_CARD' | 'PIX') {
  const { user } = await loginAs(OTHER_EMAIL, OTHER_PASSWORD);
  const customerId = await createCustomer(user.id);
  const plan = plans.find((p) => p.id === planId);
  if (!plan) throw new Error('unknown plan');
  const body: CreatePaymentRequest = {
    id_customer: customerId,
    plan_id: plan.id,
    user_id: user.id,
    billingType,
    value: plan.price,
    dueDate: tomorrowIso(),
    installmentCount: billingType === 'PIX' ? null : 1,
    totalValue: plan.price,
    description: plan.name,
  };
  const paymentId = await createPayment(body, newKey());
  return { user, customerId, plan, body, paymentId };
}

describe('credit card payment', () => {
  it("confirms the payment and gives the plan's cards once", async () => {
    const { user, customerId, plan, paymentId } = await openPayment(3, 'CREDIT_CARD');
    expect(customerId).toMatch(/^cus_/);
    expect(paymentId).toMatch(/^pay_/);
    const before = await getCards(user.id);

    const paid = await payWithCreditCard(
      paymentId,
      {
        customer_id: customerId,
        creditCard: goodCard,
      },
      newKey(),
    );
    expect(paid.message).toBeTruthy();

    const after = await getCards(user.id);
    // The user held one card and no plan: the plan's cards are topped up to its limit.
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(plan.cardLimit);
    const fresh = after.slice(before.length);
    for (const card of fresh) {
      expect(card.number).toMatch(/^[A-Z0-9]{9}$/);
      expect(card.medical_record?.medical_record_personal_informations).toEqual([]);
    }
    expect(new Set(after.map((card) => card.number)).size).toBe(after.length);

    const info = await getUserInfo();
    expect(info.payments[0]).toMatchObject({ plan_name: plan.name, value: plan.price, cards: 6 });

    const again = await apiErrorOf(
      payWithCreditCard(paymentId, { customer_id: customerId, creditCard: goodCard }, newKey()),
    );
    expect(again.status).toBe(409);
    expect(await getCards(user.id)).toHaveLength(after.length);
  });

  it('declines the sandbox numbers with 400 and creates no card', async () => {
    const { user, customerId, paymentId, plan } = await openPayment(2, 'CREDIT_CARD');
    const before = await getCards(user.id);
    for (const number of ['5184019740373151', '4916561358240741']) {
      const error = await apiErrorOf(
        payWithCreditCard(
          paymentId,
          {
            customer_id: customerId,
            creditCard: { ...goodCard, number },
          },
          newKey(),
        ),
      );
      expect(error.status).toBe(400);
      expect(error.serverMessage).toBe(
        'Transação não autorizada. Verifique os dados do cartão ou use outro cartão.',
      );
    }
    expect(await getCards(user.id)).toHaveLength(before.length);
    // Still unpaid: a good card goes through afterwards.
    await payWithCreditCard(paymentId, { customer_id: customerId, creditCard: goodCard }, newKey());
    expect(await getCards(user.id)).toHaveLength(plan.cardLimit);
  });

  it('answers 422 on a bad number, an expired card or a bad security code', async () => {
    const { customerId, paymentId } = await openPayment(1, 'CREDIT_CARD');
    const pay = (creditCard: CreditCardDetails) =>
      apiErrorOf(payWithCreditCard(paymentId, { customer_id: customerId, creditCard }, newKey()));

    const luhn = await pay({ ...goodCard, number: '4111111111111112' });
    expect(luhn.status).toBe(422);
    expect(luhn.fieldErrors['creditCard.number']).toBeTruthy();
    const lastYear = String(new Date().getFullYear() - 1);
    expect(
      (await pay({ ...goodCard, expiryYear: lastYear })).fieldErrors['creditCard.expiryYear'],
    ).toBe('Cartão vencido.');
    expect((await pay({ ...goodCard, ccv: '12' })).fieldErrors['creditCard.ccv']).toBeTruthy();
    expect(
      (await pay({ ...goodCard, holderName: '' })).fieldErrors['creditCard.holderName'],
    ).toBeTruthy();
  });
});

describe('the Idempotency-Key', () => {
  it('answers a repeated create with the payment the key created', async () => {
    const { body } = await openPayment(2, 'CREDIT_CARD');
    const key = newKey();
    const count = () => currentState().payments.length;
    const before = count();
    const first = await createPayment(body, key);
    expect(await createPayment(body, key)).toBe(first);
    expect(count()).toBe(before + 1);
    expect(await createPayment(body, newKey())).not.toBe(first);
  });

  it('answers a repeated charge with its key as that charge, and charges nothing more', async () => {
    const { user, customerId, paymentId, plan } = await openPayment(3, 'CREDIT_CARD');
    const key = newKey();
    const charge = { customer_id: customerId, creditCard: goodCard };
    await payWithCreditCard(paymentId, charge, key);
    const cards = (await getCards(user.id)).length;
    expect(cards).toBe(plan.cardLimit);
    await expect(payWithCreditCard(paymentId, charge, key)).resolves.toHaveProperty('message');
    expect(await getCards(user.id)).toHaveLength(cards);
    expect((await apiErrorOf(payWithCreditCard(paymentId, charge, newKey()))).status).toBe(409);
  });
});

describe('creating customers and payments', () => {
  it('refuses another user, a wrong price, an unknown plan and an unknown billing type', async () => {
    const { user, body } = await openPayment(2, 'CREDIT_CARD');
    expect((await apiErrorOf(createCustomer(user.id + 1))).status).toBe(403);

    const wrongPrice = await apiErrorOf(
      createPayment({ ...body, value: 1, totalValue: 1 }, newKey()),
    );
    expect(wrongPrice.status).toBe(422);
    expect(wrongPrice.fieldErrors.value).toBeTruthy();
    expect(
      (await apiErrorOf(createPayment({ ...body, plan_id: 9 }, newKey()))).fieldErrors.plan_id,
    ).toBeTruthy();
    const boleto = { ...body, billingType: 'BOLETO' } as unknown as CreatePaymentRequest;
    expect(
      (await apiErrorOf(createPayment(boleto, newKey()))).fieldErrors.billingType,
    ).toBeTruthy();
    expect(
      (await apiErrorOf(createPayment({ ...body, id_customer: 'cus_x' }, newKey()))).status,
    ).toBe(422);
  });

  it('needs the token', async () => {
    expect((await apiErrorOf(createCustomer(1))).status).toBe(401);
  });
});

/** CRC16-CCITT-FALSE written independently of the demo backend's. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const char of text) {
    for (let bit = 7; bit >= 0; bit--) {
      const inputBit = (char.charCodeAt(0) >> bit) & 1;
      const topBit = (crc >> 15) & 1;
      crc = (crc << 1) & 0xffff;
      if (inputBit ^ topBit) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** EMV fields (2-digit id, 2-digit length, value) at one level. */
function emvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let i = 0; i < text.length;) {
    const id = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    fields.set(id, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** The gray pixels of an 8-bit grayscale PNG, read with Node's zlib. */
function decodeGrayPng(png: Buffer): { width: number; pixel: (x: number, y: number) => number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = png.readUInt32BE(16);
  expect(png[24]).toBe(8); // bit depth
  expect(png[25]).toBe(0); // grayscale
  const idat: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  return { width, pixel: (x, y) => raw[y * (width + 1) + 1 + x] };
}

describe('Pix', () => {
  it('answers a BR Code with a correct CRC and a PNG of its QR code', async () => {
    const { paymentId, plan } = await openPayment(2, 'PIX');
    const { payload, encodedImage } = await getPixBillingInfo(paymentId);

    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const fields = emvFields(payload);
    expect(fields.get('00')).toBe('01');
    expect(emvFields(fields.get('26') ?? '').get('00')).toBe('br.gov.bcb.pix');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe(plan.price.toFixed(2));
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBeTruthy();
    expect(fields.get('60')).toBeTruthy();
    expect(emvFields(fields.get('62') ?? '').get('05')).toMatch(/^[A-Za-z0-9]{1,25}$/);

    // Every module of the QR code of the payload is drawn black, every other one white.
    const { modules } = createQrCode(payload, { errorCorrectionLevel: 'M' });
    const png = decodeGrayPng(Buffer.from(encodedImage, 'base64'));
    const scale = png.width / (modules.size + 8);
    expect(Number.isInteger(scale)).toBe(true);
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const gray = png.pixel((col + 4) * scale + 1, (row + 4) * scale + 1);
        expect(gray).toBe(modules.get(row, col) ? 0 : 255);
      }
    }
    expect(png.pixel(0, 0)).toBe(255);
  });

  it('answers an error for a payment that is not Pix', async () => {
    const { paymentId } = await openPayment(1, 'CREDIT_CARD');
    const answer = await request<Record<string, unknown>>(
      { method: 'GET', url: `/${paymentProvider}/payments/${paymentId}/billingInfo` },
      { fallbackKey: 'errors.pixData' },
    );
    expect(answer).toEqual({ error: 'Nenhuma informação de cobrança encontrada.' });
  });

  it('completes a shown Pix payment about 20 seconds later', async () => {
    const { user, paymentId, plan } = await openPayment(2, 'PIX');
    const before = (await getCards(user.id)).length;
    await getPixBillingInfo(paymentId);
    expect(await getCards(user.id)).toHaveLength(before);

    expect(PIX_DEMO_CONFIRM_MS).toBe(20_000);
    const shownAt = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(shownAt + PIX_DEMO_CONFIRM_MS - 2_000);
      expect(await getCards(user.id)).toHaveLength(before);
      vi.setSystemTime(shownAt + PIX_DEMO_CONFIRM_MS);
      expect(await getCards(user.id)).toHaveLength(plan.cardLimit);
      expect((await getUserInfo()).payments[0].plan_name).toBe(plan.name);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a plan change', () => {
  it('replaces the plan with the larger one bought, and adds the cards it lacks', async () => {
    const { user } = await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const before = await getCards(user.id);
    expect(before).toHaveLength(3);
    const customerId = await createCustomer(user.id);
    const familyPlus = plans.find((p) => p.id === 3);
    if (!familyPlus) throw new Error('unknown plan');
    const paymentId = await createPayment(
      {
        id_customer: customerId,
        plan_id: familyPlus.id,
        user_id: user.id,
        billingType: 'CREDIT_CARD',
        value: familyPlus.price,
        dueDate: tomorrowIso(),
        installmentCount: 1,
        totalValue: familyPlus.price,
        description: familyPlus.name,
      },
      newKey(),
    );
    await payWithCreditCard(paymentId, { customer_id: customerId, creditCard: goodCard }, newKey());

    const after = await getCards(user.id);
    expect(after).toHaveLength(6);
    // The cards held before stay, records and all.
    expect(after.slice(0, 3)).toEqual(before);
    const info = await getUserInfo();
    expect(info.payments[0]).toMatchObject({ plan_name: 'Plano Familiar +', value: 650, cards: 6 });
    expect(info.payments[1]).toMatchObject({ plan_name: 'Plano Familiar' });
  });
});

describe('the demo\'s "Simular pagamento"', () => {
  it('pays a Pix payment at once, and only once', async () => {
    const { user, paymentId, plan } = await openPayment(2, 'PIX');
    expect((await getCards(user.id)).length).toBeLessThan(plan.cardLimit);
    await simulatePixPayment(paymentId);
    expect(await getCards(user.id)).toHaveLength(plan.cardLimit);
    await simulatePixPayment(paymentId);
    expect(await getCards(user.id)).toHaveLength(plan.cardLimit);
  });

  it('refuses a card payment and an unknown one', async () => {
    const { paymentId } = await openPayment(1, 'CREDIT_CARD');
    expect((await apiErrorOf(simulatePixPayment(paymentId))).status).toBe(404);
    expect((await apiErrorOf(simulatePixPayment('pay_unknown'))).status).toBe(404);
  });
});

describe('user info', () => {
  it('lists the demo purchase', async () => {
    await loginAs(DEMO_EMAIL, DEMO_PASSWORD);
    const info = await getUserInfo();
    expect(info.payments).toEqual([
      {
        plan_name: 'Plano Familiar',
        value: 400,
        cards: 3,
        transaction_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });
});
