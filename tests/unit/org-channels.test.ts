// 01-#12: an ORG operator's payment-channel filter (spec 01 §6) narrows to its organisation's tag
// codes, and keeps every channel when the look-up failed or named none (never an empty filter).
import { describe, expect, it } from 'vitest';
import { ownChannels } from '@/lib/loaders/list';

const all = [
  { value: 'cx', label: '畅捷支付' },
  { value: 'sd', label: '杉德支付' },
  { value: 'hh', label: '黑核' },
];

describe('the ORG payment-channel filter (01-#12)', () => {
  it('keeps the channels among the tag codes', () => {
    expect(ownChannels(all, { tags: [{ tagCode: 'sd' }, { tagCode: 'hh' }] }).map((o) => o.value)).toEqual(['sd', 'hh']);
  });
  it('keeps every channel when the look-up failed or named no code', () => {
    expect(ownChannels(all, null)).toEqual(all);
    expect(ownChannels(all, { tags: [] })).toEqual(all);
    expect(ownChannels(all, {})).toEqual(all);
  });
});
