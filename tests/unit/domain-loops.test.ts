import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain .mjs script without types
import { areaGraph, describeLoops } from '../../scripts/domain-loops.mjs';

/** No import loop between areas (lib/server/*, lib/*, components/*): scripts/domain-loops.mjs. */
describe('import loops between areas', () => {
  it('finds none in the tree', () => {
    expect(describeLoops(areaGraph(process.cwd()))).toEqual([]);
  });

  it('reports a loop a throw-away domain would close', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'loops-'));
    try {
      const write = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), text);
      };
      write('lib/server/payments/apply.ts', "import { deliver } from '@/lib/server/zz-shop/deliver';\nexport const a = deliver;\n");
      write('lib/server/zz-shop/deliver.ts', "import type { Order } from '../payments/apply';\nexport const deliver = 1;\n");
      write('lib/server/registry.ts', "import { deliver } from '@/lib/server/zz-shop/deliver';\n");
      const loops = describeLoops(areaGraph(root));
      expect(loops).toHaveLength(1);
      expect(loops[0].join('\n')).toContain('lib/server/payments → lib/server/zz-shop (lib/server/payments/apply.ts)');
      expect(loops[0].join('\n')).toContain('lib/server/zz-shop → lib/server/payments');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
