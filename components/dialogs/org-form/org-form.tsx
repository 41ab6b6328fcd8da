'use client';

// The organisation form (spec 03 §2, §5, §6) in its three modes. Add steps through the tabs with
// Next (each tab checked by its schema before the next opens) and saves on the last; edit checks
// every tab in order and sends only the changed parts through the three partial updates; see shows
// it all read-only. A failed check selects the tab that failed.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { orgSelfInfo } from '@/lib/calls/lookups';
import { orgCalls } from '@/lib/calls/orgs';
import { api, ApiError } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { refreshLists } from '@/lib/client/refresh';
import { MSG, formTabs, type OrgFormMode, type OrgFormTab, unusableGroup } from '@/lib/orgs/rules';
import {
  activitiesSchema,
  basicAddSchema,
  basicEditSchema,
  cardAddSchema,
  cardEditSchema,
  extSchema,
  issuesOf,
  templateSchema,
} from '@/lib/orgs/schema';
import { BasicTab } from './basic-tab';
import { CardTab } from './card-tab';
import { ExtTab, TemplateTab } from './extra-tabs';
import { GroupsTab } from './groups';
import {
  activitiesBody,
  basicBody,
  cardBody,
  emptyValues,
  extBody,
  fieldOf,
  formGroup,
  undrawnOption,
  fromDetail,
  withWithdrawal,
  groupBody,
  ORG_DETAIL,
  SAVED,
  SELF,
  type OrgValues,
  type Shown,
  TEMPLATE,
  tmplBody,
} from './model';
import { groupTabTitle } from './labels';
import { leaderGroup, orgFact, orgRowOf, rowQuery, withdrawalMemberId } from './leader';
import { useCallPath, useTerms } from './paths';
import type { OrgFormFlags, TabProps } from './tab-props';
import { StatusNote } from '@/components/ui/status-note';
import { useRefreshRecords, useUpstream } from '@/lib/swr/upstream';

export type { OrgFormFlags, TabProps };

const TAB_TITLES: Record<OrgFormTab, string> = {
  basic: '基本信息',
  card: '结算信息',
  withdrawal: '提现信息',
  policy: '政策活动',
  template: '批量模板',
  ext: '扩展信息',
};

/** Messages that name no one field's input: shown as a notice as well (spec 03 §5). */
const NOTICED = (message: string) =>
  message === MSG.passwordMismatch || message === MSG.area || message.startsWith('须上传图片') || message.endsWith(MSG.groupNotUsable);

const EMPTY_SHOWN: Shown = { masks: {}, uris: {} };

export interface OrgFormProps {
  mode: OrgFormMode;
  /** The organisation's code (edit and see). */
  orgCode?: string;
  /** See mode by the organisation's member id instead (spec 03 §7 "Org detail by {memberId} (or orgCode)"). */
  memberId?: string;
  flags: OrgFormFlags;
  variant?: string;
  success?: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/** The form's body and its footer (the frame puts the footer where it belongs: a dialog's footer). */
export function useOrgForm({ mode, orgCode, memberId, flags, variant, success = MSG.saved, onSaved, onCancel }: OrgFormProps): {
  body: React.ReactNode;
  footer: React.ReactNode;
  /** Something typed or chosen that is not saved yet. */
  dirty: boolean;
} {
  const t = useTerms();
  const callPath = useCallPath();
  const form = useForm<OrgValues>({ defaultValues: emptyValues(), mode: 'onSubmit' });
  const [shown, setShownState] = useState<Shown>(EMPTY_SHOWN);
  const setShown = (update: (s: Shown) => Shown) => setShownState((s) => update(s));
  const initial = useRef<Record<string, string> | null>(null);
  const [split, setSplit] = useState(false);
  const refreshRecords = useRefreshRecords();

  const detailWanted = !!(orgCode || (memberId && mode === 'see')) && mode !== 'add';
  const { data: detailAnswer, error: detailError } = useUpstream<unknown>(
    detailWanted ? callPath(orgCalls.detail) : null,
    orgCode ? { orgCode } : { memberId },
    { retry: true },
  );
  const detail = ORG_DETAIL.object(detailAnswer);
  // An organisation's row of the organisation list: its member id and level (leader.ts).
  const rowOf = (code: string) =>
    api<unknown>(callPath(orgCalls.page), { body: rowQuery(code), silent: true })
      .then((a) => orgRowOf(a, code))
      .catch(() => null);
  const withdrawalOf = (memberId: string) => leaderGroup(callPath(orgCalls.withdrawalGroup), memberId);

  // The detail's groups, split once the withdrawal call (by the leader's member id) names its
  // withdrawal group; a failed call leaves every group a policy group and the withdrawal tab empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the loaded detail only
  useEffect(() => {
    if (!detail || !orgCode) return;
    let live = true;
    const { values, shown: s } = fromDetail(detail);
    const inf = detail.orgInf;
    const parentCode = String(inf?.parentOrgCode ?? '');
    const named = Promise.all([rowOf(orgCode), parentCode ? rowOf(parentCode) : null]).then(async ([ownRow, parentRow]) => {
      s.orgLevel = orgFact(ownRow, inf, 'orgLevel');
      s.memberId = orgFact(ownRow, inf, 'memberId');
      return withdrawalOf(withdrawalMemberId(parentCode ? { row: parentRow } : null, { row: ownRow, inf }));
    });
    void named.then((w) => {
      if (!live) return;
      const apart = withWithdrawal(values, w);
      form.reset(apart);
      setShownState(s);
      initial.current = snapshot(apart);
      setSplit(true);
    });
    return () => {
      live = false;
    };
  }, [detail, form]);

  // An organisation's own staff adds under its own organisation by default.
  useEffect(() => {
    if (mode !== 'add' || flags.platform) return;
    api<unknown>(orgSelfInfo.path, { silent: true })
      .then((answer) => {
        const self = SELF.object(answer);
        if (self?.orgCode && !form.getValues('orgInf.parentOrgCode')) {
          form.setValue('orgInf.parentOrgCode', self.orgCode);
          setShownState((s) => ({ ...s, parentOrgName: self.orgName ?? self.orgCode }));
        }
      })
      .catch(() => undefined);
  }, [mode, flags.platform, form]);

  // The parent decides the channels on offer, the withdrawal group (its default) and the config template (its product).
  const parentCode = useWatch({ control: form.control, name: 'orgInf.parentOrgCode' });
  const loaded = mode === 'add' || !!detail;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the parent (and the first load) only
  useEffect(() => {
    if (mode === 'see' || !loaded) return;
    let live = true;
    const loadTemplate = async (productCode: string) => {
      const answer = await api<unknown>(callPath(orgCalls.configTmplt), {
        body: { custTmpltGroup: 'ORG_TMPLT_GROUP', tmpltType: 100810, custTmpltId: 'ORG_CONFIG', productCode: productCode.toUpperCase() },
        silent: true,
      }).catch(() => null);
      const opts = answer === null ? null : TEMPLATE.rows(answer);
      if (live && opts)
        form.setValue(
          'tmplItems',
          opts.map((o) => ({ ...o, optValue: String(o.optValue ?? '') })),
        );
    };
    if (mode === 'edit' && variant === 'template' && !form.getValues('tmplItems').length) void loadTemplate(shown.productCode || 'all');
    if (!parentCode) {
      setShownState((s) => ({ ...s, parentTags: mode === 'edit' ? null : undefined }));
      if (mode === 'add') form.setValue('withdrawal', null);
      return;
    }
    api<unknown>(callPath(orgCalls.detail), { body: { orgCode: parentCode }, silent: true })
      .then(async (answer) => {
        const inf = ORG_DETAIL.object(answer)?.orgInf ?? {};
        if (!live) return;
        const tags = String(inf.tagIds ?? '');
        setShownState((s) => ({ ...s, parentTags: tags, ...(mode === 'add' ? { productCode: String(inf.productCode ?? '') } : {}) }));
        if (mode !== 'add') return;
        const allowed = new Set(tags.split(','));
        form.setValue(
          'orgInf.tagIds',
          form
            .getValues('orgInf.tagIds')
            .split(',')
            .filter((c) => allowed.has(c))
            .join(','),
        );
        const w = await withdrawalOf(withdrawalMemberId({ row: await rowOf(parentCode), inf }, null));
        if (live) form.setValue('withdrawal', w ? formGroup(w) : null);
        if (variant === 'template') await loadTemplate(String(inf.productCode ?? 'all'));
      })
      .catch(() => {
        if (live) setShownState((s) => ({ ...s, parentTags: undefined }));
      });
    return () => {
      live = false;
    };
  }, [parentCode, mode, loaded]);

  const tabs = formTabs({ mode, extendRight: !!flags.extendInfo, orgLevel: shown.orgLevel, variant });
  if (mode === 'see' && variant !== 'template' && form.getValues('tmplItems').length && !tabs.includes('template'))
    tabs.splice(4, 0, 'template');
  const [active, setActive] = useState<OrgFormTab>('basic');
  const [reached, setReached] = useState(0);
  const [busy, setBusy] = useState(false);
  const index = Math.max(0, tabs.indexOf(active));

  function validate(tab: OrgFormTab): string | null {
    const v = form.getValues();
    // A policy group picked before the parent changed is no longer the new organisation's to use.
    const unusable = tab === 'policy' && mode === 'add' ? unusableGroup(v.policies, v.orgInf.parentOrgCode ?? '') : null;
    if (unusable) return unusable;
    const issues =
      tab === 'basic'
        ? issuesOf(mode === 'add' ? basicAddSchema : basicEditSchema, basicBody(v, mode === 'add' ? 'add' : 'edit'))
        : tab === 'card'
          ? issuesOf(mode === 'add' ? cardAddSchema : cardEditSchema, cardBody(v))
          : tab === 'withdrawal'
            ? v.withdrawal
              ? issuesOf(activitiesSchema, [groupBody(v.withdrawal)])
              : []
            : tab === 'policy'
              ? issuesOf(
                  activitiesSchema,
                  v.policies.map((g) => groupBody(g)),
                )
              : tab === 'template'
                ? issuesOf(templateSchema, tmplBody(v))
                : issuesOf(extSchema, extBody(v));
    const prefix =
      tab === 'basic' || tab === 'ext'
        ? 'orgInf'
        : tab === 'card'
          ? 'orgCard'
          : tab === 'withdrawal'
            ? 'withdrawal'
            : tab === 'policy'
              ? 'policies'
              : 'tmplItems';
    form.clearErrors(prefix as never);
    const seen = new Set<string>();
    for (const issue of issues) {
      const name = fieldOf(tab, issue.path);
      if (seen.has(name)) continue;
      seen.add(name);
      form.setError(name as never, { type: 'schema', message: issue.message });
    }
    // A refusal on an option not drawn (a provider's hidden one) has no field to show it: noticed (03-#34).
    if (issues[0] && undrawnOption(v, tab, issues[0].path, !!flags.provider)) undrawn.current = true;
    return issues[0]?.message ?? null;
  }
  const undrawn = useRef(false);

  /** Checks the tabs in order; the first that fails is selected (its message noticed when no field shows it alone). */
  function check(list: readonly OrgFormTab[]): boolean {
    for (const tab of list) {
      undrawn.current = false;
      const message = validate(tab);
      if (message) {
        setActive(tab);
        if (NOTICED(message) || undrawn.current) notify({ type: 'warning', message });
        return false;
      }
    }
    return true;
  }

  function next() {
    if (!check([active])) return;
    const n = Math.min(index + 1, tabs.length - 1);
    setReached((r) => Math.max(r, n));
    setActive(tabs[n]);
  }

  async function save() {
    if (busy || !check(tabs)) return;
    const v = form.getValues();
    setBusy(true);
    // The new organisation's code, when the save's answer gives it (the spec gives the save no reply).
    let added = '';
    try {
      if (mode === 'add') {
        const body = {
          orgInf: { ...basicBody(v, 'add'), ...(tabs.includes('ext') ? extBody(v) : {}) },
          orgCard: cardBody(v),
          orgActivity: activitiesBody(v),
          ...(variant === 'template' ? { tmplItems: tmplBody(v) } : {}),
        };
        const answer = SAVED.object(await api<unknown>(callPath(orgCalls.save), { body }));
        added = typeof answer?.orgCode === 'string' ? answer.orgCode : '';
      } else {
        const now = snapshot(v);
        const before = initial.current ?? {};
        const changed = (k: string) => now[k] !== before[k];
        if (!['basic', 'card', 'groups', 'tmpl'].some(changed)) {
          notify({ type: 'warning', message: '未修改任何内容' });
          return;
        }
        if (changed('basic')) await api(callPath(orgCalls.uptInf), { body: { orgCode, orgInf: basicBody(v, 'edit') } });
        if (changed('card')) await api(callPath(orgCalls.uptCard), { body: { orgCode, orgCard: cardBody(v) } });
        if (changed('groups') || changed('tmpl')) {
          await api(callPath(orgCalls.uptActivity), {
            body: {
              orgCode,
              ...(changed('groups') ? { orgActivity: activitiesBody(v) } : {}),
              ...(changed('tmpl') ? { tmplItems: tmplBody(v) } : {}),
            },
          });
        }
        initial.current = now;
      }
    } catch (error) {
      // The refusal was noticed; everything typed stays.
      if (!(error instanceof ApiError)) throw error;
      return;
    } finally {
      setBusy(false);
    }
    // The password goes with the form: nothing typed outlives the save.
    form.reset(emptyValues());
    notify({ type: 'success', message: added ? `${success}，${t.org}编号：${added}` : success });
    // Every record and list on screen, this organisation's detail among them, shows the change.
    refreshRecords();
    refreshLists();
    onSaved?.();
  }

  const footer =
    mode === 'see' ? null : (
      <>
        <Button onClick={onCancel}>取消</Button>
        {mode === 'add' && index > 0 && (
          <Button onClick={() => setActive(tabs[index - 1])} data-testid="org-prev">
            上一步
          </Button>
        )}
        {mode === 'add' && index < tabs.length - 1 ? (
          <Button variant="primary" onClick={next} data-testid="org-next">
            下一步
          </Button>
        ) : (
          <Button variant="primary" loading={busy} onClick={save} data-testid="form-submit">
            保存
          </Button>
        )}
      </>
    );
  const props: TabProps = { form, mode, flags, shown, t, setShown };
  const content: Record<OrgFormTab, React.ReactNode> = {
    basic: <BasicTab {...props} />,
    card: <CardTab {...props} />,
    withdrawal: <GroupsTab {...props} kind="withdrawal" />,
    policy: <GroupsTab {...props} kind="policy" />,
    template: <TemplateTab {...props} />,
    ext: <ExtTab {...props} />,
  };

  if (detailWanted && (!detail || !split)) {
    return { body: <StatusNote>{detailError ? '加载失败' : '加载中...'}</StatusNote>, footer: null, dirty: false };
  }
  const body = (
    <div data-org-form={mode}>
      <Tabs
        value={active}
        onValueChange={(v) => setActive(v as OrgFormTab)}
        items={tabs.map((tab, i) => ({
          value: tab,
          label: tab === 'withdrawal' || tab === 'policy' ? groupTabTitle(tab, t.activityGroup) : TAB_TITLES[tab],
          disabled: mode === 'add' && i > reached,
          content: content[tab],
        }))}
      />
    </div>
  );
  return { body, footer, dirty: form.formState.isDirty && !busy };
}

/** The parts of the values each partial update sends, as text (what changed since the load). */
function snapshot(v: OrgValues): Record<string, string> {
  return {
    basic: JSON.stringify(basicBody(v, 'edit')),
    card: JSON.stringify(cardBody(v)),
    groups: JSON.stringify(activitiesBody(v)),
    tmpl: JSON.stringify(tmplBody(v)),
  };
}
