import 'server-only';
import { readAutodesk } from './autodesk';
import { readCambridge } from './cambridge';
import { readCompiledAlloys } from './compiled-alloys';
import { readCompiledSteel, readCompiledSteelFamilies } from './compiled-steel';
import { readCompiledWelding } from './compiled-welding';
import { readMatnavi } from './matnavi';
import { readNimsAgrawal, readNimsXiong } from './nims-fatigue';
import { readSoofi } from './soofi';
import type { DatasetImport } from './types';

/** Every reader of reference-data/, by data-set code (= folder name). */
export const READERS: Record<string, () => DatasetImport> = {
  compiled_steel_grades: readCompiledSteel,
  compiled_steel_families: readCompiledSteelFamilies,
  compiled_welding_consumables: readCompiledWelding,
  compiled_aluminium_alloys: readCompiledAlloys,
  matnavi_low_alloy_steels: readMatnavi,
  nims_fatigue_agrawal2014: readNimsAgrawal,
  nims_fatigue_xiong2020: readNimsXiong,
  cambridge_map_weld_metal: readCambridge,
  aluminium_wrought_alloys_soofi: readSoofi,
  autodesk_material_library: readAutodesk,
};
