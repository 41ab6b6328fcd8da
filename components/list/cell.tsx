'use client';

import { createContext } from 'react';
import type { Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';

/** Opens the detail of an id cell (provided by the list). */
export const OpenIdContext = createContext<(column: ColumnView, row: Row) => void>(() => {});
