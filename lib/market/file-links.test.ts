import { describe, expect, it } from 'vitest';
import { knownOwnerKind, ownerHref } from './file-links';

describe('ownerHref', () => {
  it('links a file to the screen of the record that uses it', () => {
    expect(ownerHref('suggestion', 4)).toBe('/my/suggestion');
    expect(ownerHref('dataProductFile', 9, 3)).toBe('/zhj/productDetail?id=3');
    expect(ownerHref('libraryItem', 12)).toBe('/librany/12');
  });
  it('answers null where no screen shows the record', () => {
    expect(ownerHref('dataProductFile', 9)).toBeNull();
    expect(ownerHref('somethingElse', 1)).toBeNull();
    expect(knownOwnerKind('somethingElse')).toBe(false);
    expect(knownOwnerKind('userAvatar')).toBe(true);
  });
});
