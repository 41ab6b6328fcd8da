'use client';

// Organisation search (spec 01 §2 widget 1): top-level, current or any organisation; the input
// shows the chosen organisation's name and the mode decides the emitted field.
import { orgComponent } from '@/lib/calls/lookups';
import { useMemo } from 'react';
import { api } from '@/lib/client/fetcher';
import type { RoleType } from '@/lib/screens/types';
import { emitOrg, orgColumns, orgPlaceholder, orgSearchBody, ORG_ROWS, readPage, type OrgMode, type OrgRow } from '@/lib/widgets/search';
import { termed } from '@/lib/terms';
import { SearchPopover } from './search-popover';

export type { OrgMode, OrgRow };

export interface OrgSearchProps {
  id?: string;
  mode?: OrgMode;
  value?: string;
  placeholder?: string;
  roleType: RoleType;
  /** The product code: its terms (机构 or 服务商) word the placeholder and headers. */
  productCode?: string;
  onSelect: (emit: Record<string, string>, row: OrgRow) => void;
  onClear: () => void;
  className?: string;
}

export function OrgSearch({
  id,
  mode = 'default',
  value,
  placeholder,
  roleType,
  productCode,
  onSelect,
  onClear,
  className,
}: OrgSearchProps) {
  const columns = useMemo(
    () => orgColumns(roleType).map((c) => ({ ...c, header: termed(c.header, productCode ?? 'all') })),
    [roleType, productCode],
  );
  return (
    <SearchPopover<OrgRow>
      id={id}
      value={value}
      className={className}
      placeholder={placeholder ?? termed(orgPlaceholder(mode), productCode ?? 'all')}
      columns={columns}
      fetchPage={async (condition, signal) =>
        readPage(ORG_ROWS, await api(orgComponent.path, { body: orgSearchBody(mode, condition), signal, silent: true }))
      }
      rowKey={(row) => String(row.orgCode ?? '')}
      rowLabel={(row) => String(row.orgName ?? '')}
      onSelect={(row) => onSelect(emitOrg(mode, row), row)}
      onClear={onClear}
    />
  );
}
