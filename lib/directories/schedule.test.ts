import { PACKAGE_CALENDAR } from '@/lib/working-days';
import { courseWorkingDays } from './schedule';

describe('courseWorkingDays', () => {
  it('counts both ends of a Monday-to-Friday week as five working days', () => {
    expect(courseWorkingDays('2025-03-03', '2025-03-07', PACKAGE_CALENDAR)).toBe(5);
  });
  it('leaves out the National Day holiday and counts the make-up Saturday (2025)', () => {
    // 28 September (Sunday) and 11 October (Saturday) are make-up working days; 1–8 October are holidays: 28, 29, 30 Sept and 9, 10, 11 Oct.
    expect(courseWorkingDays('2025-09-28', '2025-10-11', PACKAGE_CALENDAR)).toBe(6);
  });
  it('answers 0 for a course that ends before it starts or a malformed day', () => {
    expect(courseWorkingDays('2025-03-07', '2025-03-03', PACKAGE_CALENDAR)).toBe(0);
    expect(courseWorkingDays('2025-02-30', '2025-03-03', PACKAGE_CALENDAR)).toBe(0);
  });
});
