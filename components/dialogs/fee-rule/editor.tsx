'use client';

// The fee-rule editor (spec 03 §2 "Fee-rule editor", §3 fee rule row, §5, §8): the fee rows of a
// generation rule, with add-rule (through the fee-rule picker), per-row delete and save. ruleId is
// required (必传); the rows are read-only when the rule's disabled flag is YES (a failed load is an
// error, never read as a disabled rule). The fee code options
// load 50 per page, pages 1 and 2, the second not merged (spec 02 §7); a failure says
// 系统提示 / 加载费用标签选项失败.
import { useEffect, useMemo, useState } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SimpleTable, TD } from '@/components/ui/simple-table';
import { api } from '@/lib/client/fetcher';
import { recordAt } from '@/lib/dialogs/value-at';
import type { DialogView } from '@/lib/dialogs/view';
import { notify } from '@/lib/client/notify';
import { refreshLists } from '@/lib/client/refresh';
import { useDict, useDicts } from '@/lib/dict/cache';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import { valuesFromParams } from '@/lib/filters/url';
import type { Row } from '@/lib/list/cell-text';
import { ruleCalls } from '@/lib/calls/bills';
import {
  emptyFeeRow,
  FEE_OPTIONS,
  FEE_OPTIONS_FAILED,
  type FeeRow,
  feeOptionPages,
  EDITOR_HEAD,
  feeRowFrom,
  holdsEveryRow,
  isReadOnlyRule,
  ROWS_INCOMPLETE,
  RULE,
  RULE_FEES,
  ruleIdRefusal,
  toFeeInfs,
} from '@/lib/widgets/fee-rules';
import { StatusNote } from '@/components/ui/status-note';
import { useUpstream } from '@/lib/swr/upstream';
import { useConsoleView } from '@/lib/swr/views';

// The editor's header keeps its own look: the body's text size, a lighter rule.
const HEAD = 'border-b border-gray-100 bg-gray-50 px-2 py-1.5 text-left font-medium text-gray-600';

const YES_NO = [
  { value: '0', label: '是' },
  { value: '1', label: '否' },
];

/** The picker's view for this operator and screen (the dialog engine's view of feePicker). */
function usePickerView() {
  return useConsoleView<DialogView>('dialog', 'feePicker');
}

function Picker({ ruleId, onPick, onClose }: { ruleId: string; onPick: (row: Row) => void; onClose: () => void }) {
  const { data: view } = usePickerView();
  const tab = view?.tabs.find((t) => t.kind === 'list');
  const list = tab && tab.kind === 'list' ? tab.list : null;
  const dicts = useDicts(tab && tab.kind === 'list' ? tab.dicts : []);
  const initial = useMemo(() => (list ? valuesFromParams(list.filters, {}, new Date()) : null), [list]);
  const scope = useMemo(() => ({ ruleId }), [ruleId]);
  const pick = useMemo(() => ({ label: '选择', onPick }), [onPick]);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={view?.title ?? '选择费用'} width={view?.width ?? '95%'}>
      {list && initial ? (
        <ListScreen view={list} dicts={dicts as never} initial={initial} first={null} scope={scope} embedded pick={pick} />
      ) : (
        <StatusNote>加载中...</StatusNote>
      )}
    </Dialog>
  );
}

/** The fee code options: pages 1 and 2 are asked for, page 1 is offered. */
function useFeeCodeOptions(): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all(feeOptionPages().map((body) => api(ruleCalls.feeList.path, { body, silent: true })))
      .then(([first]) => {
        if (live)
          setOptions(FEE_OPTIONS.rows(first).map((f) => ({ value: String(f.feeCode), label: `${f.feeCode} ${f.feeName ?? ''}`.trim() })));
      })
      .catch(() => notify({ type: 'error', title: NOTICE_TITLE, message: FEE_OPTIONS_FAILED }));
    return () => {
      live = false;
    };
  }, []);
  return options;
}

const RULE_ROW = { idKey: 'ruleId', match: true } as const;

/** A bespoke dialog tab (components/dialogs/registry.tsx): the rule's id is the dialog's. */
export default function FeeRuleEditor({ id }: { id: string }) {
  // What the spec gives (03 §7): the rule's row of gen-rule-list (its disabled flag and product),
  // then its fee rows by rule-fee-list {ruleId, productCode}.
  const { data: ruleAnswer, error: ruleError } = useUpstream<unknown>(
    ruleCalls.genRuleList.path,
    // A page large enough to find the rule should the upstream ignore the filter (03-N2), as the drawer's rule tab.
    { ruleId: id, pageNum: 1, pageSize: 50 },
    { silent: true, retry: true },
  );
  const rule = useMemo(() => (ruleAnswer === undefined ? undefined : RULE.object(recordAt(ruleAnswer, RULE_ROW, id))), [ruleAnswer, id]);
  const productCode = rule ? String(rule.productCode ?? '') : null;
  const {
    data: feeAnswer,
    error: rowsError,
    mutate,
  } = useUpstream<unknown>(
    rule ? ruleCalls.ruleFeeList.path : null,
    { ruleId: id, ...(productCode ? { productCode } : {}) },
    {
      silent: true,
      retry: true,
    },
  );
  const loaded = useMemo(() => (feeAnswer === undefined ? undefined : RULE_FEES.rows(feeAnswer).map(feeRowFrom)), [feeAnswer]);
  const [rows, setRows] = useState<FeeRow[] | null>(null);
  const [ruleId, setRuleId] = useState(id);
  const [ruleIdError, setRuleIdError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = useFeeCodeOptions();
  const charging = useDict(7025);
  const rounding = useDict(7026);
  const readOnly = isReadOnlyRule(rule);
  useEffect(() => setRows(loaded ?? null), [loaded]);

  // A failed load (or a rule the list does not hold) is an error, not a disabled rule.
  if (ruleError || rowsError || rule === null)
    return (
      <StatusNote role="alert" data-testid="fee-rule-load-failed">
        {rule === null ? '记录不存在' : '加载失败'}
      </StatusNote>
    );
  if (!rows) return <StatusNote>加载中...</StatusNote>;
  const patch = (i: number, change: Partial<FeeRow>) => setRows(rows.map((r, k) => (k === i ? { ...r, ...change } : r)));
  const codeOptions = (row: FeeRow) =>
    row.feeCode && !options.some((o) => o.value === row.feeCode) ? [{ value: row.feeCode, label: row.feeCode }, ...options] : options;

  const save = async () => {
    if (!holdsEveryRow(feeAnswer)) {
      notify({ type: 'warning', message: ROWS_INCOMPLETE });
      return;
    }
    const refusal = ruleIdRefusal(ruleId);
    setRuleIdError(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      await api(ruleCalls.uptRuleFee.path, { body: { ruleId: ruleId.trim(), feeInfs: toFeeInfs(rows) } });
    } catch {
      // Notified; the rows stay as typed.
      return;
    } finally {
      setBusy(false);
    }
    notify({ type: 'success', message: '保存成功' });
    void mutate();
    refreshLists();
  };

  return (
    <div data-fee-rule-editor data-read-only={readOnly || undefined} className="space-y-3 text-sm">
      <div className="flex items-start gap-3">
        <label htmlFor="fee-rule-id" className="mt-1.5 shrink-0 text-gray-600">
          <span className="text-danger">*</span> 规则编号
        </label>
        <div>
          <Input id="fee-rule-id" value={ruleId} disabled={readOnly} invalid={!!ruleIdError} onChange={(e) => setRuleId(e.target.value)} />
          {ruleIdError && (
            <p className="mt-1 text-xs text-danger" role="alert">
              {ruleIdError}
            </p>
          )}
        </div>
        {readOnly ? (
          <p className="ml-auto mt-1.5 text-amber-700" data-testid="fee-rule-read-only">
            该规则已停用，费用规则只读
          </p>
        ) : (
          <div className="ml-auto flex gap-2">
            <Button onClick={() => setPicking(true)} data-testid="fee-rule-add">
              添加规则
            </Button>
            <Button variant="primary" loading={busy} onClick={save} data-testid="fee-rule-save">
              保存
            </Button>
          </div>
        )}
      </div>
      <div className="overflow-x-auto">
        <SimpleTable
          className="min-w-[1100px] text-left"
          headClassName={HEAD}
          head={EDITOR_HEAD.map((h) => ({ title: h.label, required: h.required }))}
        >
          {rows.length === 0 && (
            <tr>
              <td colSpan={10} className="py-6 text-center text-gray-500">
                暂无数据
              </td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr key={`${r.feeId}-${i}`} data-fee-row={r.feeCode}>
              <td className={TD}>
                <Select
                  aria-label="费用编码"
                  options={codeOptions(r)}
                  value={r.feeCode}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { feeCode: e.target.value, feeId: '' })}
                />
              </td>
              <td className={TD}>{r.feeName}</td>
              <td className={TD}>
                <Select
                  aria-label="默认费用"
                  options={YES_NO}
                  value={r.defaultFeeFlag}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { defaultFeeFlag: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Select
                  aria-label="计费方式"
                  options={charging}
                  placeholder="请选择"
                  value={r.chargingType}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { chargingType: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Input
                  aria-label="计算参数"
                  value={r.floatScriptStr}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { floatScriptStr: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Select
                  aria-label="取整方式"
                  options={rounding}
                  placeholder="请选择"
                  value={r.roundingType}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { roundingType: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Input
                  aria-label="保留小数位"
                  inputMode="numeric"
                  value={r.scale}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { scale: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Input
                  aria-label="条件表达式"
                  value={r.scriptStr}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { scriptStr: e.target.value })}
                />
              </td>
              <td className={TD}>
                <Input
                  aria-label="固定金额"
                  inputMode="numeric"
                  value={r.fixAmt}
                  disabled={readOnly}
                  onChange={(e) => patch(i, { fixAmt: e.target.value })}
                />
              </td>
              <td className={TD}>
                {!readOnly && (
                  <Button size="sm" variant="text" data-testid="fee-rule-delete" onClick={() => setRows(rows.filter((_, k) => k !== i))}>
                    删除
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </SimpleTable>
      </div>
      {picking && (
        <Picker
          ruleId={id}
          onClose={() => setPicking(false)}
          onPick={(row) => {
            if (rows.some((r) => r.feeCode === String(row.feeCode)))
              notify({ type: 'warning', title: NOTICE_TITLE, message: '已添加该费用' });
            else setRows([...rows, emptyFeeRow(row)]);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
