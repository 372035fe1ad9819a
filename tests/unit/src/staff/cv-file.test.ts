import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, cvFileProblem } from '../../../../src/staff/cv-file.ts';

describe('cvFileProblem', () => {
  it('accepts a PDF up to 8 MB, by type or by name when the type is unknown', () => {
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES })).toBeNull();
    expect(cvFileProblem({ name: 'CV.PDF', type: '', size: 10 })).toBeNull();
  });

  it('refuses other files, empty ones and big ones', () => {
    expect(cvFileProblem({ name: 'cv.docx', type: 'application/msword', size: 10 })).toMatch(/Only PDF/);
    expect(cvFileProblem({ name: 'cv.pdf', type: 'image/png', size: 10 })).toMatch(/Only PDF/);
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: 0 })).toMatch(/empty/);
    expect(cvFileProblem({ name: 'cv.pdf', type: 'application/pdf', size: CV_MAX_BYTES + 1 })).toMatch(
      /8 MB/,
    );
  });
});
