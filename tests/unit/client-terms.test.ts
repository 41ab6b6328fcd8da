import { describe, expect, it } from 'vitest';
import { terms } from '@/lib/terms';

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
});
