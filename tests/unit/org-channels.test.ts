// 03-#26: an ORG operator's payment-channel filter keeps the channels among the tag codes of its
// organisation's own info (03 §6 line 137), read as tags[].tagCode or orgInf.tagIds; none readable
// keeps every channel.
import { describe, expect, it } from 'vitest';
import { orgChannelCodes } from '@/lib/list/org-channels';

describe('the organisation’s channel codes (03-#26)', () => {
  it('reads tags[].tagCode and tagIds (top or under orgInf) alike', () => {
    expect(orgChannelCodes({ tags: [{ tagCode: 'WX' }, { tagCode: 'ZFB' }] })).toEqual(new Set(['WX', 'ZFB']));
    expect(orgChannelCodes({ orgInf: { tagIds: 'WX,ZFB' } })).toEqual(new Set(['WX', 'ZFB']));
    expect(orgChannelCodes({ tagIds: 'WX' })).toEqual(new Set(['WX']));
  });
  it('an answer with no codes, or none at all, restricts nothing', () => {
    expect(orgChannelCodes({ orgCode: 'ORG0001', tags: [] })).toBe(null);
    expect(orgChannelCodes(null)).toBe(null);
    expect(orgChannelCodes({ orgInf: {} })).toBe(null);
  });
});
