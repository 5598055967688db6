import en from '@/messages/en/directories.json';
import zh from '@/messages/zh/directories.json';
import { DIRECTORY_KINDS, saveAppSchema, saveCourseSchema, saveExpertSchema } from '@/lib/directories/contract';
import { EMPTY_VALUES, FORM_FIELDS } from './fields';

const SCHEMAS = { expert: saveExpertSchema, industrial: saveAppSchema, digital: saveCourseSchema } as const;

describe('the directories edit form', () => {
  it('labels every input in both languages', () => {
    for (const kind of DIRECTORY_KINDS)
      for (const f of FORM_FIELDS[kind]) {
        expect(zh.admin.fields, `${kind}.${f.name}`).toHaveProperty(f.name);
        expect(en.admin.fields, `${kind}.${f.name}`).toHaveProperty(f.name);
      }
  });

  it('starts a new entry with only fields the save schema knows', () => {
    for (const kind of DIRECTORY_KINDS) {
      const shape = Object.keys(SCHEMAS[kind].shape);
      for (const key of Object.keys(EMPTY_VALUES[kind])) expect(shape, `${kind}.${key}`).toContain(key);
    }
  });
});
