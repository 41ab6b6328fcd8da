// Pure rules of the tag picker dialog (spec 01 §2 item 7, §5, §9; spec 02 "Tag picker").
import { reads } from '@/lib/answer/reads';
import { tagGroupList } from '@/lib/calls/lookups';

export const TAG_GROUP_LIST_PATH = tagGroupList.path;
/** Spec 01 §9: tag lists are limited to 100 per page. */
export const TAG_PAGE_SIZE = 100;
export const TAG_ALREADY_ADDED = '该指标已添加';

export const ORDER_BASIC_GROUP = 'ORDER_BASIC_GROUP';
export const ID_AUTH_GROUP = 'ID_AUTH_GROUP';
export const MEMBER_MERCHANT_GROUP = 'MEMBER_MERCHANT_GROUP';
/**
 * Spec 01 §2 widget 7: "Tag groups seen: member merchant group, order basic group, ID auth group".
 * Only ORDER_BASIC_GROUP is a code the specs write (03 §7); the other two codes and the three names
 * are ours (contract/choices.ts, 01-#26): a code that finds nothing is looked up by its name.
 */
export const TAG_GROUP_NAMES: Readonly<Record<string, string>> = {
  [MEMBER_MERCHANT_GROUP]: '会员商户组',
  [ORDER_BASIC_GROUP]: '订单基础组',
  [ID_AUTH_GROUP]: '身份认证组',
};
/** Groups whose bindings are keyed by tag code rather than tag id. */
export const CODE_KEYED_GROUPS: readonly string[] = [ORDER_BASIC_GROUP, ID_AUTH_GROUP];

export type TagSubType = 701001 | 701002;
export type TagTabKey = 'simple' | 'indicator' | 'auto';

export interface TagTab {
  key: TagTabKey;
  label: string;
  subType: TagSubType;
  /** Search debounce in ms (spec 01 §5: 500 for search widgets, 300 for indicators). */
  debounceMs: number;
  /** The auto-tag tab exists but the binding panel does not show it (spec 01 §2). */
  shown: boolean;
}

export const TAG_TABS: readonly TagTab[] = [
  { key: 'simple', label: '简单标签', subType: 701002, debounceMs: 500, shown: true },
  { key: 'indicator', label: '指标标签', subType: 701001, debounceMs: 300, shown: true },
  { key: 'auto', label: '自动标签', subType: 701001, debounceMs: 300, shown: false },
];

export type TagCondition = 'OR' | 'AND';
export const TAG_CONDITIONS: ReadonlyArray<{ value: TagCondition; label: string }> = [
  { value: 'OR', label: '或（OR）' },
  { value: 'AND', label: '且（AND）' },
];
export const DEFAULT_TAG_CONDITION: TagCondition = 'OR';

export interface PickedTag {
  tagId: string;
  tagCode: string;
  tagName: string;
  custGroup: string;
  custGroupName: string;
}

export interface TagGroup {
  custGroup: string;
  custGroupName: string;
  tags: PickedTag[];
}

export function tagQueryBody(subType: TagSubType, custGroups: readonly string[], tagName: string) {
  return { pageNum: 1, pageSize: TAG_PAGE_SIZE, tagSubType: subType, custGroups: [...custGroups], tagName: tagName.trim() };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

const TAG_GROUPS = reads<{ custGroup?: unknown; custGroupName?: unknown; tagIndicators?: unknown }>('POST /admin/tag/group-list', {
  custGroup: true,
  custGroupName: true,
  tagIndicators: true,
});

/**
 * Normalises the group-list answer (spec 01 §7: "reads data.data as tag groups", a list; the console's
 * one reader takes rows one level deeper too, contract/readings.ts); ids and codes become strings,
 * rows without an id are dropped.
 */
export function toTagGroups(answer: unknown): TagGroup[] {
  return TAG_GROUPS.rows(answer).flatMap((group): TagGroup[] => {
    if (!group || typeof group !== 'object') return [];
    const custGroup = text(group.custGroup);
    const custGroupName = text(group.custGroupName) || custGroup;
    const list = Array.isArray(group.tagIndicators) ? group.tagIndicators : [];
    const tags = list.flatMap((t): PickedTag[] => {
      if (!t || typeof t !== 'object') return [];
      const r = t as Record<string, unknown>;
      const tagId = text(r.tagId);
      if (!tagId) return [];
      return [{ tagId, tagCode: text(r.tagCode), tagName: text(r.tagName) || text(r.tagCode), custGroup, custGroupName }];
    });
    return [{ custGroup, custGroupName, tags }];
  });
}

/** Adds a tag unless it is already chosen (then the caller warns with TAG_ALREADY_ADDED). */
export function addTag(chosen: readonly PickedTag[], tag: PickedTag): { ok: true; chosen: PickedTag[] } | { ok: false } {
  if (chosen.some((t) => t.tagId === tag.tagId)) return { ok: false };
  return { ok: true, chosen: [...chosen, tag] };
}

export function removeTag(chosen: readonly PickedTag[], tagId: string): PickedTag[] {
  return chosen.filter((t) => t.tagId !== tagId);
}

/** Order and ID-auth groups bind by code (comma-joined); every other group by tag id. */
export function emitsTagCodes(custGroups: readonly string[]): boolean {
  return custGroups.some((g) => CODE_KEYED_GROUPS.includes(g));
}

export function tagPickerValue(chosen: readonly PickedTag[], custGroups: readonly string[]): string | string[] {
  return emitsTagCodes(custGroups) ? chosen.map((t) => t.tagCode).join(',') : chosen.map((t) => t.tagId);
}

/**
 * The tag groups of a query (01-#26): asked by their codes; when the codes find nothing (an
 * upstream naming its groups otherwise), asked without codes and the groups kept by code or by name.
 */
export async function loadTagGroups(
  ask: (body: ReturnType<typeof tagQueryBody>) => Promise<unknown>,
  subType: TagSubType,
  custGroups: readonly string[],
  tagName: string,
): Promise<TagGroup[]> {
  const groups = toTagGroups(await ask(tagQueryBody(subType, custGroups, tagName)));
  if (!custGroups.length || groups.some((g) => g.tags.length)) return groups;
  const { custGroups: _codes, ...unscoped } = tagQueryBody(subType, [], tagName);
  const names = new Set(custGroups.map((c) => TAG_GROUP_NAMES[c]).filter(Boolean));
  const all = toTagGroups(await ask(unscoped as ReturnType<typeof tagQueryBody>));
  return all.filter((g) => custGroups.includes(g.custGroup) || names.has(g.custGroupName));
}
