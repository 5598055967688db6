import type { ReactNode } from 'react';
import { screen } from '@/components/layout/screen';

/**
 * The page of an enterprise screen (issue 32, docs/ACCOUNTS.md "Companies"): its title from `Routes.screens.<path>`,
 * not indexed, and the messages the screens use. Who may open it is the personal centre's one rule (the editing
 * screens ask company:manage, `SCREEN_PERMISSION`; the shell refuses them to an employee); the calls decide either way.
 */
export function enterprisePage(path: string, view: ReactNode) {
  return screen({
    path,
    title: `Routes.screens.${path.slice(1).replaceAll('/', '_')}`,
    noIndex: true,
    messages: ['Enterprise', 'Payments', 'Auth', 'Files'],
    render: () => view,
  });
}
