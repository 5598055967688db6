import { APP_CATEGORIES, COURSE_CATEGORIES, COURSE_FORMATS, EXPERT_CATEGORIES, type DirectoryKind } from '@/lib/directories/contract';

/** The inputs of each directory's edit form, in order (labels: Directories.admin.fields.<name>). */
export type FieldSpec =
  | { name: string; type: 'text' | 'date' | 'url'; max?: number }
  | { name: string; type: 'rich' }
  | { name: string; type: 'select'; options: readonly string[]; labelOf: 'category' | 'format' }
  | { name: string; type: 'expert' }
  | { name: string; type: 'images' };

const text = (name: string, max = 100): FieldSpec => ({ name, type: 'text', max });

export const FORM_FIELDS: Record<DirectoryKind, FieldSpec[]> = {
  expert: [{ name: 'profileId', type: 'expert' }, { name: 'category', type: 'select', options: EXPERT_CATEGORIES, labelOf: 'category' }, { name: 'servicesZh', type: 'rich' }, { name: 'servicesEn', type: 'rich' }],
  industrial: [
    text('nameZh'),
    text('nameEn'),
    text('vendorZh'),
    text('vendorEn'),
    { name: 'category', type: 'select', options: APP_CATEGORIES, labelOf: 'category' },
    { name: 'link', type: 'url', max: 500 },
    { name: 'descriptionZh', type: 'rich' },
    { name: 'descriptionEn', type: 'rich' },
    { name: 'screenshots', type: 'images' },
  ],
  digital: [
    text('titleZh'),
    text('titleEn'),
    { name: 'category', type: 'select', options: COURSE_CATEGORIES, labelOf: 'category' },
    { name: 'startDate', type: 'date' },
    { name: 'endDate', type: 'date' },
    { name: 'format', type: 'select', options: COURSE_FORMATS, labelOf: 'format' },
    text('feeNoteZh', 200),
    text('feeNoteEn', 200),
    text('contactZh', 200),
    text('contactEn', 200),
    { name: 'descriptionZh', type: 'rich' },
    { name: 'descriptionEn', type: 'rich' },
  ],
};

/** An empty form of each directory. */
export const EMPTY_VALUES: Record<DirectoryKind, Record<string, unknown>> = {
  expert: { category: EXPERT_CATEGORIES[0], servicesZh: '', servicesEn: '', published: false },
  industrial: { nameZh: '', nameEn: '', vendorZh: '', vendorEn: '', category: APP_CATEGORIES[0], link: 'https://', descriptionZh: '', descriptionEn: '', screenshotIds: [], published: false },
  digital: { titleZh: '', titleEn: '', category: COURSE_CATEGORIES[0], startDate: '', endDate: '', format: 'online', feeNoteZh: '', feeNoteEn: '', contactZh: '', contactEn: '', descriptionZh: '', descriptionEn: '', published: false },
};
