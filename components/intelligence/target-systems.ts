/** The standard systems a grade can be matched into (grade matching's target, similar materials' filter). */
export const TARGET_SYSTEMS = ['GB', 'ASTM', 'EN', 'JIS', 'ISO', 'UNS', 'DIN', 'GOST'] as const;
