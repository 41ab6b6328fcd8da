// The reference upstream's own masks, amounts and parameter check (upstream/kit/), written from the
// spec and not imported from the console.
import { describe, expect, it } from 'vitest';
import { feeYuan, percent, yuan } from '../../upstream/kit/amounts.ts';
import { dataTypeRefusal } from '../../upstream/kit/data-type.ts';
import { maskCard, maskIdNumber, maskMobile, maskName } from '../../upstream/kit/mask.ts';

describe('the upstream masks personal data in its answers', () => {
  it('keeps the head and tail of numbers and the first (and last) character of names', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskIdNumber('110101199001011234')).toBe('110101********1234');
    expect(maskCard('6222021234567890123')).toBe('622202*********0123');
    expect(maskCard('12345')).toBe('*****');
    expect([maskName('张'), maskName('张三'), maskName('张三丰'), maskName(' 欧阳娜娜 '), maskName('')]).toEqual([
      '*',
      '张*',
      '张*丰',
      '欧**娜',
      '',
    ]);
  });
});

describe('its export sheets write amounts in yuan (stored in fen) and rates as percents', () => {
  it('money rounds, fees cut, rates keep two decimals; nothing is empty', () => {
    expect([yuan(12345), yuan('100'), yuan(-5), yuan(null), yuan('x')]).toEqual(['123.45', '1.00', '-0.05', '', '']);
    expect([feeYuan(1299.9), feeYuan(0)]).toEqual(['12.99', '0.00']);
    expect([percent(0.0055), percent('0.6'), percent(undefined)]).toEqual(['0.55%', '60.00%', '']);
  });
});

describe('a parameter value fits its dataType (01 §5 line 155)', () => {
  it('integers, two to four decimals, or text', () => {
    expect(dataTypeRefusal('100920', '12', '参数值')).toBeNull();
    expect(dataTypeRefusal('100920', '1.5', '参数值')).toBe('参数值须为整数');
    expect(dataTypeRefusal('100922', '1.25', '参数值')).toBeNull();
    expect(dataTypeRefusal('100924', '1.2345', '参数值')).toBe('参数值最多3位小数');
    expect(dataTypeRefusal('100925', 'abc', '参数值')).toBe('参数值须为数字');
    expect(dataTypeRefusal('100999', 'anything', '参数值')).toBeNull();
  });
});
