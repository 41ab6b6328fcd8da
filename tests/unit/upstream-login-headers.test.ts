// 01-T1: the reference sign-in checks every header protocol §2 lists, not two of them.
import { describe, expect, it } from 'vitest';
import { loginHeadersOk } from '@/upstream/routes/session';

const good = {
  appversion: '1.1.3',
  apptype: '101420',
  custmembertype: '102900',
  osplatfm: 'WEB',
  productcode: 'all',
  timestamp: '1764300000000',
};

describe('the reference sign-in headers (01-T1)', () => {
  it('takes the six headers of protocol §2, the product code unset included', () => {
    expect(loginHeadersOk(good)).toBe(true);
    expect(loginHeadersOk({ ...good, productcode: 'unset' })).toBe(true);
  });
  it('refuses a wrong or missing appVersion, custMemberType, productCode or timestamp', () => {
    for (const [k, v] of [
      ['appversion', '1.1.2'],
      ['custmembertype', '102901'],
      ['productcode', undefined],
      ['productcode', ''],
      ['timestamp', 'now'],
      ['apptype', '101421'],
      ['osplatfm', 'IOS'],
    ] as const)
      expect(loginHeadersOk({ ...good, [k]: v }), `${k}=${v}`).toBe(false);
  });
});
