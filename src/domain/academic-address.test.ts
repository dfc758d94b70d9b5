import { describe, expect, it } from 'vitest';
import { isAcademicAddress } from './academic-address.ts';

describe('academic addresses', () => {
  it.each([
    ['asha@iitb.ac.in', true],
    ['asha@students.du.edu.in', true],
    ['asha@mit.edu', true],
    ['Asha@CS.IITM.AC.IN', true],
    ['asha@gmail.com', false],
    ['asha@ac.in', false],
    ['asha@edu', false],
    ['asha@education.in', false],
    ['asha@fake.edu.com', false],
    ['not an address', false],
  ])('%s → %s', (email, academic) => {
    expect(isAcademicAddress(email)).toBe(academic);
  });
});
