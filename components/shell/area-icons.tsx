// One small outline icon per sidebar area (24×24 strokes), so a folded sidebar still says where.
const PATHS: Record<string, string> = {
  accounts: 'M3 7h18v10H3z M3 10h18 M7 14h3',
  members: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 20c1-4 4-6 8-6s7 2 8 6',
  orgs: 'M12 3v4 M5 11h14 M5 11v3 M12 7v7 M19 11v3 M3 14h4v5H3z M10 14h4v5h-4z M17 14h4v5h-4z',
  'app-ops': 'M7 3h10v18H7z M11 18h2',
  system: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M5 5l2 2 M17 17l2 2 M5 19l2-2 M17 7l2-2',
  products: 'M4 8l8-4 8 4-8 4z M4 8v8l8 4 8-4V8',
  audit: 'M9 4h6v3H9z M6 6h12v15H6z M9 13l2 2 4-4',
  bills: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
  risk: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  agent: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M2 20c1-4 3-6 6-6s5 2 6 6 M14 14c3 0 6 2 7 6',
  reports: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2',
  'finance-terminal': 'M4 4h16v16H4z M8 8h8 M8 12h8 M8 16h4',
  terminals: 'M7 2h10v20H7z M9 5h6v5H9z M9 13h1 M12 13h1 M15 13h0 M9 16h1 M12 16h1',
  msy: 'M4 6h16v12H4z M4 10h16',
  standard: 'M5 3h14v18H5z M8 7h8 M8 11h8 M8 15h5',
  goods: 'M4 7l2-4h12l2 4v13H4z M4 7h16 M9 11a3 3 0 0 0 6 0',
  other: 'M5 12h.01 M12 12h.01 M19 12h.01',
};

/** The icon of a menu group named `area-<id>` (the registry's areas); a dot for any other group. */
export function AreaIcon({ group }: { group: string }) {
  const d = PATHS[group.replace(/^area-/, '')] ?? PATHS.other;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
