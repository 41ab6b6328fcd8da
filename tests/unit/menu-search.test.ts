import { describe, expect, it } from 'vitest';
import { menuMatches, pinyinInitials } from '@/components/shell/menu-search';

// Issue #53, 8: the menu search and Ctrl+K match a title, its pinyin initials and synonyms, never
// the route name ("POS" found 账户入金 by its path).
describe('menu search', () => {
  it('reads the pinyin initials of a title', () => {
    expect(pinyinInitials('会员列表')).toBe('hylb');
    expect(pinyinInitials('账户入金')).toBe('zhrj');
    expect(pinyinInitials('POS订单')).toBe('posdd');
    expect(pinyinInitials('终端申请')).toBe('zdsq');
  });
  it('matches title, initials and synonyms, not a route name', () => {
    expect(menuMatches('会员列表', 'hylb')).toBe(true);
    expect(menuMatches('会员列表', '会员')).toBe(true);
    expect(menuMatches('终端申请', '划拨')).toBe(true);
    expect(menuMatches('账户入金', 'POS')).toBe(false);
    expect(menuMatches('POS订单', 'pos')).toBe(true);
  });
});
