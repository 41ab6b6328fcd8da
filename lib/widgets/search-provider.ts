// The provider search's own logic (spec 01 §2 widget 3): its columns, placeholder and look-up body.
// The shared parts (highlighting, cells, the runner) are in search.ts.
import { reads } from '@/lib/answer/reads';
import type { RoleType } from '../screens/types.ts';
import { SEARCH_PAGE_SIZE, SERIAL, type SearchColumn } from '@/lib/widgets/search';

export interface ProviderRow {
  providerCode: string;
  providerName?: string | null;
  oemName?: string | null;
  providerLevel?: number | string | null;
  createTime?: string | null;
}
export const PROVIDER_ROWS = reads<ProviderRow>('POST /admin/provider/page', {
  providerCode: true,
  providerName: true,
  oemName: true,
  providerLevel: true,
  createTime: true,
});

export const PROVIDER_PLACEHOLDER = '服务商搜索';

export function providerSearchBody(keyword: string): Record<string, unknown> {
  return { pageNum: 1, pageSize: SEARCH_PAGE_SIZE, multiSearch: keyword };
}

export function providerColumns(roleType: RoleType): SearchColumn[] {
  return [
    SERIAL,
    { key: 'providerCode', header: '服务商编号' },
    { key: 'providerName', header: '服务商名称' },
    { key: 'oemName', header: '品牌' },
    ...(roleType === 'ORG' ? [] : [{ key: 'providerLevel', header: '服务商级别' }]),
    { key: 'createTime', header: '创建时间' },
  ];
}
