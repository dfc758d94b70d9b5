import { afterEach, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/signed-in-hint.ts';
import { jsonResponse, makeUser, mockApi } from '../../test/api-mock.ts';
import { setSignedInHint } from '../../test/signed-in-hint.ts';
import { getUser } from './get-user.ts';

afterEach(() => setSignedInHint(false));

describe('getUser', () => {
  it('knows a guest without asking the server when the signed-in hint is absent', async () => {
    const fetchSpy = mockApi({ 'GET /api/user': () => jsonResponse(200, makeUser()) });

    await expect(getUser()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the server for the user when the signed-in hint is there', async () => {
    const user = makeUser();
    mockApi({ 'GET /api/user': () => jsonResponse(200, user) });
    setSignedInHint(true);

    await expect(getUser()).resolves.toEqual(user);
  });

  it('reads a 401 behind a stale hint as nobody signed in', async () => {
    mockApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }) });
    setSignedInHint(true);

    await expect(getUser()).resolves.toBeNull();
  });

  it('is not fooled by another cookie whose name merely ends like the hint', async () => {
    const fetchSpy = mockApi({});
    const lookalike = `x${SIGNED_IN_HINT_COOKIE}`;
    setSignedInHint(true, lookalike);

    await expect(getUser()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    setSignedInHint(false, lookalike);
  });
});
