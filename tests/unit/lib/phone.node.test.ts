import fc from 'fast-check';
import {
  PHONE_MASKS,
  formatPhone,
  isCompletePhone,
  phoneDigits,
  telHref,
  whatsappHref,
} from '@/lib/phone';

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'0123456789()- +a') }),
);
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('PHONE_MASKS', () => {
  it('offers the landline mask, then the mobile one', () => {
    expect(PHONE_MASKS).toEqual([{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }]);
  });
});

describe('phoneDigits', () => {
  it('keeps the digits only, at most 11', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('55119876543');
  });
});

describe('formatPhone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['119876543210', '(11) 98765-4321'],
  ])('formats a full number %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['119876543', '(11) 9876-543'],
  ])('formats %j as %j while typing', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('isCompletePhone', () => {
  it('is true for a landline or a mobile', () => {
    expect(isCompletePhone('(11) 3456-7890')).toBe(true);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
  });

  it('is false for fewer or more digits', () => {
    expect(isCompletePhone('(11) 3456-789')).toBe(false);
    expect(isCompletePhone('119876543210')).toBe(false);
    expect(isCompletePhone('')).toBe(false);
  });
});

describe('telHref', () => {
  it('links a complete number with the country code', () => {
    expect(telHref('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('(11) 3456-7890')).toBe('tel:+551134567890');
  });

  it('gives null for an incomplete number', () => {
    expect(telHref('(11) 9876-5')).toBeNull();
    expect(telHref('')).toBeNull();
  });
});

describe('whatsappHref', () => {
  it('links a mobile', () => {
    expect(whatsappHref('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
  });

  it('gives null for a landline or an incomplete number', () => {
    expect(whatsappHref('(11) 3456-7890')).toBeNull();
    expect(whatsappHref('(11) 38765-4321')).toBeNull();
    expect(whatsappHref('(11) 9876-5432')).toBeNull();
  });
});

describe('phone properties', () => {
  it('never throws, on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        phoneDigits(text);
        formatPhone(text);
        isCompletePhone(text);
        telHref(text);
        whatsappHref(text);
      }),
    );
  });

  it('formats idempotently', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = formatPhone(text);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });

  it('keeps the digits through formatting', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(phoneDigits(formatPhone(text))).toBe(phoneDigits(text));
      }),
    );
  });

  it('stays within the longer mask', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(phoneDigits(text)).toMatch(/^[0-9]{0,11}$/);
        expect(formatPhone(text).length).toBeLessThanOrEqual('(00) 00000-0000'.length);
      }),
    );
  });

  it('formats 10 and 11 digits exactly as the matching react-imask mask', () => {
    fc.assert(
      fc.property(digits(10, 11), (number) => {
        const shape = formatPhone(number).replace(/\d/g, '0');
        const mask = number.length === 10 ? PHONE_MASKS[0] : PHONE_MASKS[1];
        expect(shape).toBe(mask?.mask);
      }),
    );
  });

  it('formats fewer digits as a prefix of the landline mask', () => {
    fc.assert(
      fc.property(digits(0, 10), (number) => {
        const shape = formatPhone(number).replace(/\d/g, '0');
        expect(PHONE_MASKS[0]?.mask.startsWith(shape)).toBe(true);
      }),
    );
  });

  it('links exactly the complete numbers, with their digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const href = telHref(text);
        expect(href !== null).toBe(isCompletePhone(text));
        if (href) expect(href).toBe(`tel:+55${text.replace(/\D/g, '')}`);
      }),
    );
  });

  it('links to WhatsApp exactly the 11-digit mobile numbers, with their digits', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, digits(9, 12)), (text) => {
        const typed = text.replace(/\D/g, '');
        const mobile = /^\d{2}9\d{8}$/.test(typed);
        expect(whatsappHref(text)).toBe(mobile ? `https://wa.me/55${typed}` : null);
      }),
    );
  });
});
