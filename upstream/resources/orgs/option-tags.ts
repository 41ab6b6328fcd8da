// Spec 03 §6 line 138, written here from the spec's words (not from the console's rules):
// "StandardOrgInfManageIsProvider marks a provider: hides options whose tag flags say hidden (tag's
// fourth character 1), shows some read-only (2), drops empty activities. Options whose tag contains
// HIDE are always removed." The spec does not say who removes them: the reference upstream removes
// them from its answers (first reading), or sends every option and leaves the removal to the
// console (UPSTREAM_READINGS=second), so the console is held to both.

/** Whether an option is hidden from its viewer: a HIDE tag always, a provider's fourth character 1. */
export function hiddenOption(optTag: unknown, provider: boolean): boolean {
  const tag = String(optTag ?? '');
  return /HIDE/i.test(tag) || (provider && tag[3] === '1');
}

/** Whether a viewer may change an option: not hidden, and for a provider not read-only (fourth character 2). */
export function changeableOption(optTag: unknown, provider: boolean): boolean {
  return !hiddenOption(optTag, provider) && !(provider && String(optTag ?? '')[3] === '2');
}

interface Opt {
  optTag?: unknown;
}
interface Act {
  instanceTmplt?: { opts?: Opt[] } | null;
}

/** A group's activities as the viewer is sent them: hidden options out, a provider's emptied activities dropped. */
export function shownTo<G extends { orgActivitys?: Act[] }>(group: G, provider: boolean, removeHidden: boolean): G {
  if (!removeHidden) return group;
  const acts = (group.orgActivitys ?? []).map((a) => {
    const opts = (a.instanceTmplt?.opts ?? []).filter((o) => !hiddenOption(o.optTag, provider));
    return { ...a, instanceTmplt: a.instanceTmplt ? { ...a.instanceTmplt, opts } : a.instanceTmplt };
  });
  return { ...group, orgActivitys: acts.filter((a) => !provider || (a.instanceTmplt?.opts?.length ?? 0) > 0) };
}
