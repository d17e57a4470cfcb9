import { matchPath } from 'react-router-dom';
import { cardRecordReadPath } from '@/api/recordReadPath';
import { href, paths } from '@/lib/paths';
import { recordViewCardCode } from '@/lib/recordViewAddress';

describe('recordViewCardCode: the boot script reads the address as the router does', () => {
  const addresses = [
    '/prontuario-do-usuario/ABC123XYZ',
    '/prontuario-do-usuario/abc-123-xyz/',
    '/PRONTUARIO-DO-USUARIO/ABC123XYZ',
    '/prontuario-do-usuario/',
    '/prontuario-do-usuario/ABC/123',
    '/meu-prontuario/ABC123XYZ',
    '/',
  ];

  it.each(addresses)('%s', (address) => {
    const routed = matchPath(paths.recordView, address)?.params.cardCode ?? '';
    expect(recordViewCardCode(address)).toBe(routed);
  });

  it('decodes the code, as the router decodes the address before matching it', () => {
    expect(recordViewCardCode('/prontuario-do-usuario/%41BC123XYZ')).toBe('ABC123XYZ');
  });

  it('gives no code for an address that does not decode', () => {
    expect(recordViewCardCode('/prontuario-do-usuario/%E0%A4%A')).toBe('');
  });

  it('reads back the code of the links the app builds', () => {
    expect(recordViewCardCode(href.recordView('abc-123-xyz'))).toBe('ABC123XYZ');
  });
});

describe("a record read's address", () => {
  it('carries the code canonical and encoded: one address per read, whoever sends it', () => {
    expect(cardRecordReadPath('allergies', 'abc-123-xyz')).toBe(
      '/medical-record/allergies?cardNumber=ABC123XYZ',
    );
    expect(cardRecordReadPath('allergies', 'ABC123XYZ')).toBe(
      cardRecordReadPath('allergies', 'abc-123-xyz'),
    );
    expect(cardRecordReadPath('allergies', 'A&B')).toBe(
      '/medical-record/allergies?cardNumber=A%26B',
    );
  });
});
