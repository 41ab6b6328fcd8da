import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** CSS width, e.g. '480px', '1200px' or '95%' (spec 01 §9 dialog widths). */
  width?: string;
  footer?: ReactNode;
  children?: ReactNode;
  /** Slides in from the right edge at full height instead of centred (a drawer). */
  drawer?: boolean;
  /** Keep the dialog open on outside clicks (forms that would lose input). */
  modalLock?: boolean;
}
