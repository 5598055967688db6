/**
 * The library's stored source and licence texts that the seed writes as the portal's own wording
 * (lib/server/library/seed.ts), as message keys of Library.detail (issue 29 item 6: "来源 material_standards",
 * a table name, and "来源 demo" were shown as they are stored). Other texts are the data set's own, shown as data.
 */
const SOURCES: Record<string, 'materialStandards' | 'demo' | 'portalMethods' | 'portalMaterials'> = {
  material_standards: 'materialStandards',
  demo: 'demo',
  'atsteel portal (lib/intelligence)': 'portalMethods',
  'atsteel portal material database': 'portalMaterials',
};
const LICENCES: Record<string, 'portalShare' | 'portalWatermarked'> = {
  'atsteel portal, free to share with attribution': 'portalShare',
  'atsteel portal; the purchased copy is watermarked with the buyer and the order': 'portalWatermarked',
};

/** The message key (under Library.detail) of a stored source, or null for a data set's own text. */
export function sourceKey(source: string | null | undefined): `sources.${(typeof SOURCES)[string]}` | null {
  const code = source ? SOURCES[source.trim()] : undefined;
  return code ? `sources.${code}` : null;
}

/** The message key (under Library.detail) of a stored licence, or null for a data set's own text. */
export function licenceKey(licence: string | null | undefined): `licences.${(typeof LICENCES)[string]}` | null {
  const code = licence ? LICENCES[licence.trim()] : undefined;
  return code ? `licences.${code}` : null;
}
