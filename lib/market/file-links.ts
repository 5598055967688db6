/**
 * Where a file is used, as a link (issue 37 behaviour 5): the screen that shows the owner record of
 * each owner kind the file service knows. A kind without a screen of its own answers null and is
 * shown by name only. Labels: `Market.ownerKinds.<kind>`.
 */
export const OWNER_KINDS = [
  'userAvatar',
  'suggestion',
  'dataProductFile',
  'libraryItem',
  'researchData',
  'directoryApp',
  'cloudOrder',
  'cloudResult',
  'cloudApplication',
  'cloudAppointment',
  'company',
  'contentItem',
  'aiDocument',
  'customOrder',
  'recommendedProduct',
  'rankingApplication',
  'rankingAnnouncement',
  'rankingReport',
] as const;

export function ownerHref(ownerKind: string, ownerId: number, productId: number | null = null): string | null {
  switch (ownerKind) {
    case 'userAvatar':
      return '/my/info';
    case 'suggestion':
      return '/my/suggestion';
    case 'dataProductFile':
      return productId ? `/zhj/productDetail?id=${productId}` : null;
    case 'libraryItem':
      return `/librany/${ownerId}`;
    case 'cloudOrder':
    case 'cloudResult':
      return '/my/laboratoryOrder';
    case 'company':
      return '/my/business';
    case 'aiDocument':
      return '/ai/steelDoc';
    case 'customOrder':
      return '/custom/customList';
    case 'recommendedProduct':
      return '/my/businessRecommendProduct';
    case 'rankingAnnouncement':
      return '/economy/enconomyList';
    case 'rankingReport':
      return '/my/specialReportOrder';
    default:
      return null;
  }
}

export const knownOwnerKind = (kind: string): boolean => (OWNER_KINDS as readonly string[]).includes(kind);
