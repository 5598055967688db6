import type { DirectoryKind } from './contract';

/** The public pages of each directory (routes.json): a landing page and a list; a detail is the list with `?id=`. */
export const DIRECTORY_PATHS: Record<DirectoryKind, { landing: string; list: string }> = {
  expert: { landing: '/expertServices', list: '/expertServicesList' },
  industrial: { landing: '/industryApp', list: '/industryAppList' },
  digital: { landing: '/digitalTalentTraining', list: '/digitalTalentTrainingList' },
};

/** routes.json has no detail route for the directories: an entry is shown by its list page with `?id=`. */
export const directoryDetailHref = (kind: DirectoryKind, id: number) => `${DIRECTORY_PATHS[kind].list}?id=${id}`;

/** The keys a list page reads from its address. */
export const DIRECTORY_LIST_KEYS = ['keyword', 'category', 'page'] as const;
