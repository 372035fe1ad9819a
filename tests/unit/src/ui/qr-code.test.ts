import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { qrPathOf } from '../../../../src/ui/qr-code.tsx';

describe('qrPathOf', () => {
  it('draws each run of dark modules as one rectangle', () => {
    const rows = ['110', '011', '000'];
    const modules = { size: 3, get: (row: number, col: number) => rows[row]?.[col] === '1' };
    expect(qrPathOf(modules)).toBe('M0 0h2v1h-2zM1 1h2v1h-2z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const { modules } = QRCode.create(
      'https://confetti.example/attendees/0b1e6a3c-4c3a-4d52-9d7e-3f0e0f7d2a11',
    );
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1)
      for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark += 1;
    const drawn = [...qrPathOf(modules).matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(drawn).toBe(dark);
  });
});
