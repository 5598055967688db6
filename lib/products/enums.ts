/**
 * Recommended products' enumerations (labels in Products.types.*, Products.shapes.*, Products.units.*,
 * Products.priceUnits.*). No zod, so forms import them freely.
 */

/** The material a product is made of (spec section 3, "recommended product: type"; also the customisation's material type). */
export const PRODUCT_TYPES = ['carbonSteel', 'lowAlloySteel', 'alloySteel', 'stainlessSteel', 'weldingMaterial', 'specialAlloy', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The product's shape: it decides which dimensions a customisation line asks for (lib/products/dimensions.ts). */
export const PRODUCT_SHAPES = ['plate', 'bar', 'section', 'tube', 'other'] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** The unit a product is sold by. */
export const PRODUCT_UNITS = ['ton', 'kg', 'piece', 'metre', 'set'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** How a price is quoted: yuan or ten thousand yuan per unit (stored in fen either way). */
export const PRICE_UNITS = ['yuan', 'tenThousandYuan'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Fen in one quoted price unit. */
export const FEN_PER_PRICE_UNIT: Record<PriceUnit, number> = { yuan: 100, tenThousandYuan: 1_000_000 };

/** At most this many pictures per product (spec section 5, images JPG or PNG up to 500 KB; lib/files/kinds.ts). */
export const MAX_PRODUCT_PICTURES = 5;

/** Orders of the public list. */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc'] as const;
