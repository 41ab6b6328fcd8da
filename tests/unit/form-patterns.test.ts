// 01-N14: the form patterns of spec 01 §5 "Format patterns available": "Password: 6 to 20 letters and
// digits, mixing both", and "IPv4. Postal code: 6 digits. … Chinese characters only."
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '@/lib/forms/schema';
import { PASSWORD_RULE_TEXT } from '@/lib/schemas/login';

const ok = (name: keyof typeof PATTERNS, v: string) => PATTERNS[name].re.test(v);

describe('form patterns (01-N14)', () => {
  it('a password mixes letters and digits, 6 to 20, with the sign-in rule’s message', () => {
    expect(ok('password', 'abc123')).toBe(true);
    for (const bad of ['abcdef', '123456', 'ab12', `a1${'x'.repeat(19)}`, 'abc 123']) expect(ok('password', bad), bad).toBe(false);
    expect(PATTERNS.password.message('密码')).toBe(PASSWORD_RULE_TEXT);
  });
  it('IPv4, a 6-digit postal code and Chinese characters only', () => {
    expect(ok('ipv4', '192.168.0.1')).toBe(true);
    for (const bad of ['256.1.1.1', '1.2.3', '01.2.3.4x']) expect(ok('ipv4', bad), bad).toBe(false);
    expect(ok('postcode', '650000')).toBe(true);
    expect(ok('postcode', '65000')).toBe(false);
    expect(ok('chinese', '张三')).toBe(true);
    expect(ok('chinese', '张三a')).toBe(false);
    expect(PATTERNS.chinese.message('姓名')).toBe('姓名仅支持中文');
  });
});
