import { describe, expect, it } from 'vitest';
import { auditRecord } from '@/lib/audit';
import { GENESIS, hashLine, verifyChain } from '@/lib/audit/chain';
import { maskCard, maskDigitsIn, maskIdNumber, maskMobile, maskName } from '@/lib/format/mask';

describe('masking', () => {
  it('masks names, mobiles, ID and card numbers', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskIdNumber('11010119900101123X')).toBe('110101********123X');
    expect(maskCard('6222021234567890123')).toBe('622202*********0123');
  });

  it('masks numbers inside free text but leaves short ids alone', () => {
    expect(maskDigitsIn('tel 13812341234, id 11010119900101123X, card 6222021234567890123, page 20')).toBe(
      'tel 138****1234, id 110101********123X, card 622202*********0123, page 20',
    );
  });
});

describe('audit lines', () => {
  it('mask personal data and cut long values', () => {
    const r = auditRecord(
      {
        event: 'call',
        requestId: 'r',
        method: 'POST',
        path: '/x',
        outcome: 'ok',
        httpStatus: 200,
        durationMs: 1,
        loginId: '13812341234',
        realName: '张三丰',
        screen: 'x'.repeat(1000),
      },
      new Date(0),
    );
    expect(r).toMatchObject({ time: '1970-01-01T00:00:00.000Z', loginId: '138****1234', realName: '张*丰' });
    expect((r.screen as string).length).toBe(300);
  });
});

describe('the hash chain', () => {
  const chain = (records: object[]) => {
    let prev = GENESIS;
    return records.map((r) => {
      const line = JSON.stringify({ ...r, prev });
      prev = hashLine(line);
      return line;
    });
  };

  it('verifies an intact log and names the first broken line', () => {
    const lines = chain([{ a: 1 }, { a: 2 }, { a: 3 }, { a: 4 }]);
    expect(verifyChain(`${lines.join('\n')}\n`)).toEqual({ ok: true, lines: 4 });
    const edited = [...lines];
    edited[1] = edited[1].replace('"a":2', '"a":5');
    expect(verifyChain(edited.join('\n'))).toMatchObject({ ok: false, line: 3 });
    const dropped = lines.filter((_, i) => i !== 2);
    expect(verifyChain(dropped.join('\n'))).toMatchObject({ ok: false, line: 3 });
    expect(verifyChain(['garbage', ...lines].join('\n'))).toMatchObject({ ok: false, line: 1 });
  });
});
