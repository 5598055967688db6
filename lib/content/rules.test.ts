import { contentHref, isPortalPath } from './rules';

describe('content rules', () => {
  it('opens each kind at its spec route', () => {
    expect(contentHref('news', 3)).toBe('/other/journalismDetail?id=3');
    expect(contentHref('cover', 4)).toBe('/other/storyDetail?id=4');
    expect(contentHref('solution', 5)).toBe('/other/solutionDetail?id=5');
    expect(contentHref('help', 6)).toBe('/help/6');
    expect(contentHref('record', 7)).toBe('/help/7');
  });

  it('accepts portal paths and refuses other origins and scripts', () => {
    expect(isPortalPath('/steel/steelList?keyword=Q355B')).toBe(true);
    expect(isPortalPath('//evil.example/')).toBe(false);
    expect(isPortalPath('javascript:alert(1)')).toBe(false);
    expect(isPortalPath('https://example.com/')).toBe(false);
  });
});
