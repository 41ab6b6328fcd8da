'use client';

// The search picker of a form field that names a record by its code (an activity group, an
// account; lib/forms/pickers.ts): the organisation search's box and pop-up (SearchPopover) over
// the field's page call; typing searches by name, a number by code too; the name shown, the code emitted.
import { api } from '@/lib/client/fetcher';
import type { FieldView } from '@/lib/forms/view';
import { pageOf } from '@/lib/answer/rows';
import { mergePages, pickerBodies, readPage, str } from '@/lib/widgets/search';
import { SearchPopover } from './search-popover';

type Row = Record<string, unknown>;

export interface RecordSearchProps {
  id?: string;
  lookup: NonNullable<FieldView['lookup']>;
  value?: string;
  placeholder?: string;
  onSelect: (code: string, name: string) => void;
  onClear: () => void;
}

export function RecordSearch({ id, lookup, value, placeholder, onSelect, onClear }: RecordSearchProps) {
  const search = lookup.search!;
  const code = (row: Row) => str(row[lookup.value]);
  return (
    <SearchPopover<Row>
      id={id}
      value={value}
      placeholder={placeholder ?? '输入名称或编号搜索'}
      columns={search.columns}
      fetchPage={async (query, signal) => {
        const pages = await Promise.all(
          pickerBodies(search, query, lookup.body).map(async (body) =>
            // The picker's rows, read by the keys its form declares (tests/support/contract-uses.ts collects them).
            readPage({ page: pageOf }, await api(lookup.call.path, { body, method: lookup.call.method, signal, silent: true })),
          ),
        );
        return mergePages(pages, code);
      }}
      rowKey={code}
      rowLabel={(row) => str(row[lookup.label])}
      onSelect={(row) => onSelect(code(row), str(row[lookup.label]))}
      onClear={onClear}
    />
  );
}
