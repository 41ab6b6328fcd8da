import { describe, expect, it } from 'vitest';
import { isStatusColumn, statusTone } from '@/lib/format/status';

describe('status tags', () => {
  it.each([
    ['正常', 'ok'],
    ['成功', 'ok'],
    ['审核通过', 'ok'],
    ['已认证', 'ok'],
    ['冻结', 'warn'],
    ['止出', 'warn'],
    ['待审核', 'warn'],
    ['处理中', 'warn'],
    ['停用', 'bad'],
    ['失败', 'bad'],
    ['审核拒绝', 'bad'],
    ['禁用', 'bad'],
    ['商户', 'plain'],
  ])('%s is %s', (label, tone) => expect(statusTone(label)).toBe(tone));

  it('knows a status column by its field or enumeration', () => {
    expect(isStatusColumn('status', 'memberStatus')).toBe(true);
    expect(isStatusColumn('acctStatus', 'acctStatus')).toBe(true);
    expect(isStatusColumn('memberType', 'memberType')).toBe(false);
  });
});
