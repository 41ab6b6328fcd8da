'use client';

// Member and merchant search (spec 01 §2 widget 2): the mode decides the placeholder, the look-up
// (/admin/member/component, its /org or /merchant variant), the columns and the emitted fields.
import { useMemo } from 'react';
import { api } from '@/lib/client/fetcher';
import { readPage } from '@/lib/widgets/search';
import {
  emitMember,
  memberColumns,
  memberDisplay,
  memberModeConfig,
  memberSearchBody,
  type MemberMode,
  type MemberRow,
} from '@/lib/widgets/search-member';
import { termed } from '@/lib/terms';
import { SearchPopover } from './search-popover';

export type { MemberMode, MemberRow };

export interface MemberSearchProps {
  id?: string;
  mode?: MemberMode;
  value?: string;
  placeholder?: string;
  /** Product code of the page: two products also show the source channel column. */
  productCode: string;
  onSelect(emit: Record<string, string>, row: MemberRow): void;
  onClear(): void;
  className?: string;
}

export function MemberSearch({ id, mode = 'full', value, placeholder, productCode, onSelect, onClear, className }: MemberSearchProps) {
  const cfg = memberModeConfig(mode);
  const columns = useMemo(
    () => memberColumns(mode, productCode).map((c) => ({ ...c, header: termed(c.header, productCode ?? 'all') })),
    [mode, productCode],
  );
  return (
    <SearchPopover<MemberRow>
      id={id}
      value={value}
      className={className}
      placeholder={placeholder ?? termed(cfg.placeholder, productCode ?? 'all')}
      columns={columns}
      fetchPage={async (condition, signal) =>
        readPage(cfg.rows, await api(cfg.path, { body: memberSearchBody(condition), signal, silent: true }))
      }
      rowKey={(row) => String(row.memberId ?? '')}
      rowLabel={(row) => memberDisplay(mode, row)}
      onSelect={(row) => onSelect(emitMember(mode, row), row)}
      onClear={onClear}
    />
  );
}
