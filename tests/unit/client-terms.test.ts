import { describe, expect, it } from 'vitest';
import { columnView } from '@/lib/list/view';
import { terms, termedOptions } from '@/lib/terms';

describe('terms by product code (spec 01 §1)', () => {
  it('says 机构 / 活动组 for all and myx', () => {
    for (const code of ['all', 'myx']) {
      expect(terms(code)).toEqual({ org: '机构', member: '会员', activityGroup: '活动组' });
    }
  });

  it('says 服务商 / 政策包 for every other code', () => {
    for (const code of ['mcf', 'df', 'lys', 'zzf', 'byhb', 'unset', '', null, undefined, 'ALL']) {
      expect(terms(code)).toEqual({ org: '服务商', member: '会员', activityGroup: '政策包' });
    }
  });

  it('puts enumeration labels in the product terms too (机构管理员 → 服务商管理员)', () => {
    const options = [
      { value: '101020', label: '机构管理员' },
      { value: '101810', label: '普通机构' },
    ];
    expect(termedOptions(options, 'mcf').map((o) => o.label)).toEqual(['服务商管理员', '普通服务商']);
    expect(termedOptions(options, 'myx')).toEqual(options);
    const ctx = { productCode: 'mcf', roleType: 'PRODUCT', rights: new Set<string>() } as never;
    const column = columnView({ key: 'memberType', title: '会员类型', format: 'enum', enumId: 'memberType' }, null, ctx);
    expect(column.options?.find((o) => o.value === '101020')?.label).toBe('服务商管理员');
  });
});
